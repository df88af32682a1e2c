import { Route, Routes } from 'react-router-dom';
import { gqlCalls, gqlData, gqlError, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { buildSandboxCheckout, redirectAnswer } from './billing.fixtures';
import { SandboxCheckoutPage } from './SandboxCheckout.page';

const location = () => screen.getByTestId('location').textContent;

type Handler = MockAnswer | ((init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>);

/** The sandbox checkout cs_1 answers this checkout (or this answer, e.g. an error). */
function backend(
  checkout: ReturnType<typeof buildSandboxCheckout> | MockAnswer,
  extra: Record<string, Handler> = {},
) {
  const answer = 'body' in checkout ? checkout : gqlData({ sandboxCheckout: { ...checkout, id: 'cs_1' } });
  return mockFetch({ 'GQL SandboxCheckout': answer as MockAnswer, ...extra });
}

function renderCheckout() {
  return renderWithProviders(
    <Routes>
      <Route path="/sandbox-checkout/:id" element={<SandboxCheckoutPage />} />
      <Route path="*" element={<h1>Elsewhere</h1>} />
    </Routes>,
    { route: '/sandbox-checkout/cs_1', user: buildUser() },
  );
}

describe('SandboxCheckoutPage', () => {
  it('is clearly a test payment and shows what is bought and the amount', async () => {
    backend(buildSandboxCheckout());
    renderCheckout();
    expect(await screen.findByTestId('sandbox-pay')).toHaveTextContent('Pay $14.99');
    const banner = screen.getByTestId('sandbox-banner');
    expect(within(banner).getByText('Test payment — no real card is charged')).toBeInTheDocument();
    expect(screen.getByText('25 sessions (one-time top-up)')).toBeInTheDocument();
    expect(screen.getByText('25 session top-up')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-amount')).toHaveTextContent('$14.99');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows a subscription as plan and billing period', async () => {
    backend(
      buildSandboxCheckout({
        kind: 'subscription',
        description: 'Pro plan (annual)',
        amountInCents: 47990,
        sessions: null,
        planName: 'pro',
        planDisplayName: 'Pro',
        cycle: 'annual',
      }),
    );
    renderCheckout();
    expect(await screen.findByText('Pro plan, billed annually')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-pay')).toHaveTextContent('Pay $479.90');
  });

  it('Pay completes that checkout and goes to the answered address', async () => {
    const fetchMock = backend(buildSandboxCheckout(), {
      'GQL CompleteSandboxCheckout': redirectAnswer(
        'completeSandboxCheckout',
        '/payment/success?session_id=cs_1',
      ),
    });
    const { events } = renderCheckout();
    await events.click(await screen.findByTestId('sandbox-pay'));
    await waitFor(() => expect(location()).toBe('/payment/success?session_id=cs_1'));
    expect(gqlCalls(fetchMock, 'SandboxCheckout')).toEqual([{ id: 'cs_1' }]);
    expect(gqlCalls(fetchMock, 'CompleteSandboxCheckout')).toEqual([{ id: 'cs_1' }]);
    const call = fetchMock.mock.calls.find(([u]) => u === '/graphql');
    expect(call?.[1]?.credentials).toBe('include');
    expect(gqlCalls(fetchMock, 'CancelSandboxCheckout')).toHaveLength(0);
  });

  it('a double click on Pay completes once', async () => {
    let answer: ((a: MockAnswer) => void) | undefined;
    const fetchMock = backend(buildSandboxCheckout(), {
      'GQL CompleteSandboxCheckout': () =>
        new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const { events } = renderCheckout();
    const pay = await screen.findByTestId('sandbox-pay');
    await events.dblClick(pay);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer?.(redirectAnswer('completeSandboxCheckout', '/payment/success?session_id=cs_1'));
    await waitFor(() => expect(location()).toBe('/payment/success?session_id=cs_1'));
    expect(gqlCalls(fetchMock, 'CompleteSandboxCheckout')).toHaveLength(1);
  });

  it('Cancel cancels that checkout and goes back to pricing', async () => {
    const fetchMock = backend(buildSandboxCheckout(), {
      'GQL CancelSandboxCheckout': redirectAnswer('cancelSandboxCheckout', '/pricing?checkout=canceled'),
    });
    const { events } = renderCheckout();
    await events.click(await screen.findByTestId('sandbox-cancel'));
    await waitFor(() => expect(location()).toBe('/pricing?checkout=canceled'));
    expect(gqlCalls(fetchMock, 'CancelSandboxCheckout')).toEqual([{ id: 'cs_1' }]);
    expect(gqlCalls(fetchMock, 'CompleteSandboxCheckout')).toHaveLength(0);
  });

  it('says "Checkout Not Found" for an unknown or foreign id', async () => {
    backend(gqlError('NOT_FOUND', 'Not found'));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('sandbox-pay')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it.each([
    ['complete', 'This checkout has already been paid.'],
    ['expired', 'This checkout has expired. Nothing was charged.'],
  ] as const)('a %s checkout cannot be paid', async (state, text) => {
    backend(buildSandboxCheckout({ state }));
    renderCheckout();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('sandbox-pay')).not.toBeInTheDocument();
  });

  it('a checkout closed meanwhile (409) shows its new state instead of paying', async () => {
    let state: 'open' | 'complete' = 'open';
    mockFetch({
      'GQL SandboxCheckout': () => gqlData({ sandboxCheckout: buildSandboxCheckout({ id: 'cs_1', state }) }),
      'GQL CompleteSandboxCheckout': () => {
        state = 'complete';
        return gqlError('CONFLICT', 'Checkout is not open');
      },
    });
    const { events } = renderCheckout();
    await events.click(await screen.findByTestId('sandbox-pay'));
    expect(await screen.findByText('This checkout has already been paid.')).toBeInTheDocument();
    expect(location()).toBe('/sandbox-checkout/cs_1');
  });

  it('another failure toasts with the checkout title and the server message', async () => {
    backend(buildSandboxCheckout(), {
      'GQL CompleteSandboxCheckout': gqlError('INTERNAL', 'Could not record the purchase'),
    });
    const { events } = renderCheckout();
    await events.click(await screen.findByTestId('sandbox-pay'));
    const toast = (await screen.findByText('Purchase Failed')).closest<HTMLElement>('[data-variant]')!;
    expect(within(toast).getByText('Could not record the purchase')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-pay')).toBeEnabled();
  });
});
