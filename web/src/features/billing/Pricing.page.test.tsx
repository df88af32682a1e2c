import { jest } from '@jest/globals';
import { gqlCalls, gqlError, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, fireEvent, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { externalNavigation, type SubscriptionStatus } from './billing.api';
import {
  buildPlan,
  buildStatus,
  buildSubscription,
  plansAnswer,
  redirectAnswer,
  subscriptionInfoAnswer,
} from './billing.fixtures';
import { PricingPage } from './Pricing.page';

const location = () => screen.getByTestId('location').textContent;

type Handler = MockAnswer | ((init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>);

function backend(status: SubscriptionStatus = buildStatus(0, 7), extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GQL SubscriptionPlans': plansAnswer(),
    'GQL SubscriptionInfo': subscriptionInfoAnswer(status),
    ...extra,
  });
}

function renderPricing(route = '/pricing') {
  return renderWithProviders(<PricingPage />, { route, user: buildUser() });
}

const planCard = (name: string) => screen.findByRole('article', { name });
const packCard = (sessions: number) => screen.getByRole('article', { name: `${sessions} sessions pack` });

describe('PricingPage', () => {
  it('shows the balance: total, subscription and top-up sessions', async () => {
    backend(buildStatus(12, 7));
    renderPricing();
    const card = await screen.findByRole('region', { name: 'Current balance' });
    expect(await within(card).findByText('19 sessions')).toBeInTheDocument();
    expect(within(card).getByText('Subscription: 12 · Top-up: 7')).toBeInTheDocument();
  });

  it('shows the plans in sortOrder with their badges and monthly prices; Annual carries "Save 20%"', async () => {
    backend();
    renderPricing();
    const free = await planCard('Free');
    const cards = screen.getAllByRole('article').filter((a) => a.dataset.testid?.startsWith('plan-'));
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Free', 'Standard', 'Pro']);

    expect(within(free).getByText('Try Free')).toBeInTheDocument();
    expect(within(await planCard('Standard')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(await planCard('Pro')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(await planCard('Pro')).queryByText('Try Free')).not.toBeInTheDocument();

    expect(within(await planCard('Standard')).getByText('$19.99')).toBeInTheDocument();
    expect(within(await planCard('Pro')).getByText('$49.99')).toBeInTheDocument();
    expect(within(await planCard('Standard')).getAllByText('/month')).toHaveLength(1);

    const annualTab = screen.getByRole('tab', { name: /Annual/ });
    expect(within(annualTab).getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  });

  it('on Annual shows the annual price and the saving against twelve months', async () => {
    backend();
    const { events } = renderPricing();
    await planCard('Standard');
    await events.click(screen.getByRole('tab', { name: /Annual/ }));

    const standard = await planCard('Standard');
    expect(within(standard).getByText('$191.90')).toBeInTheDocument();
    expect(within(standard).getByText('/year')).toBeInTheDocument();
    expect(within(standard).getByText('Save 20% compared to 12 monthly payments')).toBeInTheDocument();
    const pro = await planCard('Pro');
    expect(within(pro).getByText('$479.90')).toBeInTheDocument();
    expect(within(pro).queryByText('$49.99')).not.toBeInTheDocument();
  });

  it('shows an odd plan saving as its own percent', async () => {
    mockFetch({
      'GQL SubscriptionPlans': plansAnswer([
        buildPlan({ name: 'pro', displayName: 'Pro', priceMonthly: 1000, priceAnnual: 10000 }),
      ]),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(0, 0)),
    });
    const { events } = renderPricing();
    await planCard('Pro');
    await events.click(screen.getByRole('tab', { name: /Annual/ }));
    expect(
      within(await planCard('Pro')).getByText('Save 17% compared to 12 monthly payments'),
    ).toBeInTheDocument();
  });

  it("the free plan's button goes to the try-on screen", async () => {
    backend();
    renderPricing();
    const link = within(await planCard('Free')).getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/gemini-virtual-tryon');
  });

  it('disables the current paid plan ("Current Plan") and shows the plan badge with Manage Billing', async () => {
    backend(buildStatus(40, 0, buildSubscription()));
    renderPricing();
    const standard = await planCard('Standard');
    const current = await within(standard).findByRole('button', { name: 'Current Plan' });
    expect(current).toBeDisabled();
    expect(within(standard).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByText('Current Plan: Standard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    // A subscriber is not on the free plan.
    expect(within(await planCard('Free')).queryByText(/Current Plan/)).not.toBeInTheDocument();
  });

  it('without a subscription shows the free plan as the current one, with no Manage Billing; every paid plan reads Subscribe', async () => {
    backend(buildStatus(0, 2, null));
    renderPricing();
    const yourPlan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(yourPlan).getByText('Current Plan: Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();

    // The free card is marked, and keeps its Try Free badge and its way to the try-on screen (spec).
    const free = await planCard('Free');
    expect(within(free).getByText('Current Plan')).toBeInTheDocument();
    expect(within(free).getByText('Try Free')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
    for (const name of ['Standard', 'Pro']) {
      const card = await planCard(name);
      expect(within(card).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      expect(within(card).queryByText(/Current Plan/)).not.toBeInTheDocument();
    }
  });

  it('names no current plan until the subscription status has loaded', async () => {
    backend(buildStatus(0, 2, null), { 'GQL SubscriptionInfo': () => new Promise(() => {}) });
    renderPricing();
    await planCard('Free');
    expect(screen.queryByRole('region', { name: 'Current plan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Current Plan/)).not.toBeInTheDocument();
  });

  it('a canceled subscription is not the current plan', async () => {
    backend(buildStatus(0, 0, buildSubscription({ state: 'canceled' })));
    renderPricing();
    await screen.findByText('0 sessions');
    expect(within(await planCard('Standard')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('an unpaid subscription is still the current plan, as on the server', async () => {
    backend(buildStatus(0, 0, buildSubscription({ state: 'unpaid' })));
    renderPricing();
    const standard = await planCard('Standard');
    expect(await within(standard).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(standard).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('Subscribe sends {planName, cycle} of the chosen tab and goes to the answered address', async () => {
    const fetchMock = backend(buildStatus(0, 0), {
      'GQL CreateSubscriptionCheckout': redirectAnswer(
        'createSubscriptionCheckout',
        '/sandbox-checkout/cs_1',
      ),
    });
    const { events } = renderPricing();
    await events.click(screen.getByRole('tab', { name: /Annual/ }));
    await events.click(within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(location()).toBe('/sandbox-checkout/cs_1'));
    expect(gqlCalls(fetchMock, 'CreateSubscriptionCheckout')).toEqual([{ planName: 'pro', cycle: 'annual' }]);
    const call = fetchMock.mock.calls.find(([u]) => u === '/graphql');
    expect(call?.[1]?.credentials).toBe('include');
  });

  it('shows the loading state on the clicked button and a double click starts one checkout only', async () => {
    let answer: ((a: MockAnswer) => void) | undefined;
    const fetchMock = backend(buildStatus(0, 0), {
      'GQL CreateSubscriptionCheckout': () =>
        new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const { events } = renderPricing();
    const button = within(await planCard('Standard')).getByRole('button', { name: 'Subscribe' });
    // Two clicks before React re-renders (the button is not disabled yet), then more once it is.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await events.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(gqlCalls(fetchMock, 'CreateSubscriptionCheckout')).toEqual([
      { planName: 'standard', cycle: 'monthly' },
    ]);

    answer?.(redirectAnswer('createSubscriptionCheckout', 'https://checkout.stripe.com/c/pay/cs_test_1'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    // Leaving for the provider: the page stays busy, so nothing starts a second checkout meanwhile.
    await events.click(within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' }));
    expect(gqlCalls(fetchMock, 'CreateSubscriptionCheckout')).toHaveLength(1);
  });

  it('shows each pack with its per-session price and savings', async () => {
    backend();
    renderPricing();
    await planCard('Standard');
    const expected: [number, string, string, string | null][] = [
      [10, '$6.99', '$0.70 per session', null],
      [25, '$14.99', '$0.60 per session', 'Save 10%'],
      [50, '$24.99', '$0.50 per session', 'Save 29%'],
    ];
    for (const [sessions, price, perSession, saving] of expected) {
      const card = packCard(sessions);
      expect(within(card).getByRole('heading', { name: `${sessions} Sessions` })).toBeInTheDocument();
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByText(perSession)).toBeInTheDocument();
      if (saving) expect(within(card).getByText(saving)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    }
    expect(within(packCard(25)).getByText('Popular')).toBeInTheDocument();
    expect(within(packCard(10)).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('Buy Now sends {amount, sessions} in cents and goes to the answered address', async () => {
    const fetchMock = backend(buildStatus(0, 0), {
      'GQL CreateTopUpCheckout': redirectAnswer('createTopUpCheckout', '/sandbox-checkout/cs_2'),
    });
    const { events } = renderPricing();
    await planCard('Standard');
    await events.click(within(packCard(25)).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(location()).toBe('/sandbox-checkout/cs_2'));
    expect(gqlCalls(fetchMock, 'CreateTopUpCheckout')).toEqual([{ amount: 1499, sessions: 25 }]);
  });

  it('a failed subscription checkout toasts "Payment Setup Failed" with the server message', async () => {
    backend(buildStatus(0, 0), {
      'GQL CreateSubscriptionCheckout': gqlError('VALIDATION', 'Unknown plan: pro'),
    });
    const { events } = renderPricing();
    const button = within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' });
    await events.click(button);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Payment Setup Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Unknown plan: pro')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(location()).toBe('/pricing');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('a failed top-up without a message toasts "Purchase Failed" with the fallback', async () => {
    backend(buildStatus(0, 0), {
      'GQL CreateTopUpCheckout': { status: 502, body: '<html>Bad gateway</html>' },
    });
    const { events } = renderPricing();
    await planCard('Standard');
    await events.click(within(packCard(10)).getByRole('button', { name: 'Buy Now' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Purchase Failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('Failed to create checkout session. Please try again.'),
    ).toBeInTheDocument();
  });

  it('a failed portal toasts "Billing Portal Error" with its fallback', async () => {
    backend(buildStatus(40, 0, buildSubscription()), {
      'GQL CreatePortalSession': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { events } = renderPricing();
    await events.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Billing Portal Error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to open billing portal. Please try again.')).toBeInTheDocument();
  });

  it('Manage Billing asks for the portal and opens its address', async () => {
    const fetchMock = backend(buildStatus(40, 0, buildSubscription()), {
      'GQL CreatePortalSession': redirectAnswer('createPortalSession', '/sandbox-portal'),
    });
    const { events } = renderPricing();
    await events.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(location()).toBe('/sandbox-portal'));
    expect(gqlCalls(fetchMock, 'CreatePortalSession')).toEqual([{}]);
  });

  it('?pack=25 highlights that pack and scrolls to it', async () => {
    const scrolled: string[] = [];
    jest.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.querySelector('article')?.getAttribute('aria-label') ?? this.tagName);
    });
    backend();
    renderPricing('/pricing?pack=25');
    await planCard('Standard');
    expect(packCard(25)).toHaveAttribute('data-highlighted', 'true');
    expect(packCard(10)).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(scrolled).toEqual(['25 sessions pack']));
  });

  it('?tab=subscription scrolls to and focuses the plans section', async () => {
    const scrollIntoView = jest.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    backend();
    renderPricing('/pricing?tab=subscription');
    await planCard('Standard');
    const section = screen.getByRole('region', { name: 'Subscription Plans' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(section);
  });

  it('?checkout=canceled says that the payment was canceled and nothing was charged', async () => {
    backend();
    const { events } = renderPricing('/pricing?checkout=canceled');
    expect(await screen.findByText('Your payment was canceled and nothing was charged.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your payment was canceled and nothing was charged.')).not.toBeInTheDocument();
    expect(location()).toBe('/pricing');
  });

  it('shows no canceled notice otherwise', async () => {
    backend();
    renderPricing();
    await planCard('Standard');
    expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
  });

  it('says so when the plans cannot be loaded', async () => {
    mockFetch({
      'GQL SubscriptionPlans': gqlError('INTERNAL', 'Internal server error'),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(0, 0)),
    });
    renderPricing();
    expect(await screen.findByText('Could not load the plans')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our end.')).toBeInTheDocument();
    // The packs do not depend on the server.
    expect(within(packCard(50)).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});
