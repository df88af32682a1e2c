import { jest } from '@jest/globals';
import { Link, Route, Routes } from 'react-router-dom';
import { HeaderWithSessionBadge } from '../../app/AppLayout/AppLayout';
import { ProtectedRoute } from '../../app/ProtectedRoute';
import { gqlCalls, gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen } from '../../test-utils/render';
import { analyticsAnswer, balanceAnswer, buildAnalytics } from './billing.fixtures';
import { PaymentSuccessPage } from './PaymentSuccess.page';

const location = () => screen.getByTestId('location').textContent;

/**
 * The balance rises once the purchase is recorded (and the buyer is no longer a first-time user); the
 * header must show it without waiting 30 s, even when no push arrives.
 */
function backend() {
  const state = { balance: 2 };
  const fetchMock = mockFetch({
    'GQL SessionBalance': () => balanceAnswer(state.balance),
    'GQL UsageAnalytics': () =>
      analyticsAnswer(
        buildAnalytics({ currentBalance: state.balance, isFirstTimeUser: state.balance === 2 }),
      ),
  });
  const calls = (operation: string) => gqlCalls(fetchMock, operation).length;
  return { state, calls };
}

function renderSuccess(route = '/payment/success?session_id=cs_1') {
  // As in the app: the signed-in frame (header with the badge) around the screen.
  return renderWithProviders(
    <ProtectedRoute>
      <HeaderWithSessionBadge />
      <Routes>
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/pricing" element={<h1>Pricing screen</h1>} />
        <Route path="/gemini-virtual-tryon" element={<h1>Try-on screen</h1>} />
        <Route
          path="/sandbox-checkout/cs_1"
          element={<Link to="/payment/success?session_id=cs_1">Paid</Link>}
        />
      </Routes>
    </ProtectedRoute>,
    { route, user: buildUser() },
  );
}

/** Lets pending answers arrive: `ms` of fake time (0 runs only what is due now). */
const flush = (ms = 0) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('PaymentSuccessPage', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says "Payment Successful" with buttons to the try-on and to pricing and the redirect note', async () => {
    backend();
    renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Virtual Try-On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
    expect(screen.getByRole('link', { name: 'View Plans & Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('You will be redirected to pricing in 5 seconds.')).toBeInTheDocument();
  });

  it('goes to /pricing after 5 seconds, not before', async () => {
    jest.useFakeTimers();
    backend();
    renderSuccess();
    await flush();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_999);
    });
    expect(location()).toBe('/payment/success?session_id=cs_1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(location()).toBe('/pricing');
    expect(screen.getByRole('heading', { name: 'Pricing screen' })).toBeInTheDocument();
  });

  it('makes the header badge ask for the balance and the first-time flag at once, and again at the redirect', async () => {
    jest.useFakeTimers();
    const { state, calls } = backend();
    // Before paying: a first-time user with 2 sessions.
    renderSuccess('/sandbox-checkout/cs_1');
    await flush(10);
    expect(screen.getByRole('link', { name: 'Free Trial: 2' })).toBeInTheDocument();
    expect(calls('SessionBalance')).toBe(1);
    // The balance push opens once the page is idle, and the balance is asked once more then.
    await flush(1_000);
    expect(calls('SessionBalance')).toBe(2);

    // Paid: the success page asks for the balance again, and the moved balance brings a new flag.
    state.balance = 27;
    act(() => {
      screen.getByRole('link', { name: 'Paid' }).click();
    });
    await flush(10);
    expect(calls('SessionBalance')).toBe(3);
    expect(calls('UsageAnalytics')).toBe(2);
    expect(screen.getByRole('link', { name: 'Sessions: 27' })).toBeInTheDocument();

    // A provider's webhook landing late: asked once more at the redirect.
    state.balance = 30;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    await flush(10);
    expect(calls('SessionBalance')).toBe(4);
    expect(screen.getByRole('link', { name: 'Sessions: 30' })).toBeInTheDocument();
    expect(location()).toBe('/pricing');
  });

  it('says so when billing refused the plan (already subscribed), and stays to be read', async () => {
    jest.useFakeTimers();
    mockFetch({
      'GQL CheckoutOutcome': gqlData({
        checkoutOutcome: {
          __typename: 'CheckoutOutcome',
          sessionId: 'cs_1',
          refused: true,
          message: 'You already have the Standard plan, so Pro was not started. Your payment was refunded.',
        },
      }),
      'GQL SessionBalance': balanceAnswer(2),
    });
    renderSuccess();
    await flush();
    expect(await screen.findByRole('heading', { name: 'Subscription Not Started' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Pro was not started. Your payment was refunded.');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    await flush(6000);
    expect(location()).toBe('/payment/success?session_id=cs_1');
  });

  it('leaving earlier cancels the redirect', async () => {
    jest.useFakeTimers();
    backend();
    renderSuccess();
    await flush();
    act(() => {
      screen.getByRole('link', { name: 'Start Virtual Try-On' }).click();
    });
    expect(location()).toBe('/gemini-virtual-tryon');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(location()).toBe('/gemini-virtual-tryon');
  });
});
