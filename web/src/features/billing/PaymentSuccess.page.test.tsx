import { jest } from '@jest/globals';
import { Route, Routes } from 'react-router-dom';
import { HeaderWithSessionBadge } from '../../components/AppLayout/AppLayout';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen } from '../../test-utils/render';
import { buildAnalytics } from './billing.fixtures';
import { PaymentSuccessPage } from './PaymentSuccess.page';

const location = () => screen.getByTestId('location').textContent;

/** The balance rises once the purchase is recorded; the header must show it without waiting 30 s. */
function backend() {
  const state = { balance: 2 };
  const fetchMock = mockFetch({
    'GET /api/user/session-balance': () => ({
      body: { balance: state.balance, subscriptionSessions: 0, topUpSessions: state.balance },
    }),
    'GET /api/user/usage-analytics': { body: buildAnalytics() },
  });
  const calls = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length;
  return { state, calls };
}

function renderSuccess() {
  // As in the app: the signed-in frame (header with the badge) around the screen.
  return renderWithProviders(
    <ProtectedRoute>
      <HeaderWithSessionBadge />
      <Routes>
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/pricing" element={<h1>Pricing screen</h1>} />
        <Route path="/gemini-virtual-tryon" element={<h1>Try-on screen</h1>} />
      </Routes>
    </ProtectedRoute>,
    { route: '/payment/success?session_id=cs_1', user: buildUser() },
  );
}

const flush = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
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

  it('makes the header badge ask for the balance at once, and again at the redirect', async () => {
    jest.useFakeTimers();
    const { state, calls } = backend();
    state.balance = 27;
    renderSuccess();
    await flush();
    // The badge's own first request, then the refresh the page asks for on arrival.
    expect(calls('/api/user/session-balance')).toBe(2);
    expect(screen.getByRole('link', { name: 'Sessions: 27' })).toBeInTheDocument();

    state.balance = 30;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(calls('/api/user/session-balance')).toBe(3);
    expect(screen.getByRole('link', { name: 'Sessions: 30' })).toBeInTheDocument();
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
