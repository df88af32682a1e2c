import { jest } from '@jest/globals';
import { gqlCalls, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import type { UpgradeTrigger } from './billing-rules';
import { redirectAnswer } from './billing.fixtures';
import { act } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { UpgradeModal } from './UpgradeModal';

const location = () => screen.getByTestId('location').textContent;

function renderModal(
  trigger: UpgradeTrigger,
  { balance = 0, avg = null as number | null, onClose = jest.fn() } = {},
) {
  const view = renderWithProviders(
    <UpgradeModal opened onClose={onClose} trigger={trigger} balance={balance} avgSessionsPerWeek={avg} />,
    { route: '/dashboard', user: buildUser() },
  );
  return { ...view, onClose };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const pack = (d: HTMLElement, sessions: number) =>
  within(d).getByRole('article', { name: `${sessions} sessions pack` });

describe('UpgradeModal', () => {
  it('puts the badges on a line of their own that wraps, apart from the title', async () => {
    mockFetch({});
    renderModal('manual', { avg: 10 });
    const d = await dialog('Top Up Your Sessions');
    const badges = within(pack(d, 25)).getByTestId('pack-badges');
    expect([...badges.children].map((b) => b.textContent)).toEqual(['Recommended', 'Popular', 'Save 10%']);
    expect(badges.style.getPropertyValue('--group-wrap')).toBe('wrap');
    expect(within(badges).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps a badge line on a pack without badges too, and fills the cell, so the cards line up', async () => {
    mockFetch({});
    renderModal('manual', { avg: 20 });
    const d = await dialog('Top Up Your Sessions');
    const tenPack = pack(d, 10);
    const badges = within(tenPack).getByTestId('pack-badges');
    expect(badges).toBeEmptyDOMElement();
    // ... only while the cards stand side by side (from sm): one above the other, the empty line is hidden.
    expect(badges).toHaveClass('mantine-visible-from-sm');
    expect(within(pack(d, 25)).getByTestId('pack-badges')).not.toHaveClass('mantine-visible-from-sm');
    // The line comes before the title, as on the packs with badges.
    const title = within(tenPack).getByRole('heading', { name: '10 Sessions' });
    expect(badges.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tenPack).toHaveStyle({ height: '100%' });
  });

  it('clears a toast left on screen when it opens, so nothing covers its title', async () => {
    mockFetch({});
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'Person Selected', description: 'Ava is ready for your try-on.' });
    });
    expect(await screen.findByText('Person Selected')).toBeInTheDocument();
    renderModal('no_sessions');
    expect(await dialog('Out of Sessions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Person Selected')).not.toBeInTheDocument());
  });

  it.each([
    ['no_sessions', 'Out of Sessions'],
    ['low_balance', 'Running Low on Sessions'],
    ['manual', 'Top Up Your Sessions'],
  ] as const)('%s is titled "%s"', async (trigger, title) => {
    mockFetch({});
    renderModal(trigger, { balance: 2 });
    expect(await dialog(title)).toBeInTheDocument();
  });

  it('low_balance says "You have 1 session left" in the singular', async () => {
    mockFetch({});
    renderModal('low_balance', { balance: 1 });
    const d = await dialog('Running Low on Sessions');
    expect(within(d).getByText('You have 1 session left')).toBeInTheDocument();
  });

  it('low_balance says "You have N sessions left" in the plural', async () => {
    mockFetch({});
    renderModal('low_balance', { balance: 3 });
    const d = await dialog('Running Low on Sessions');
    expect(within(d).getByText('You have 3 sessions left')).toBeInTheDocument();
  });

  it('offers the three packs with their per-session price', async () => {
    mockFetch({});
    renderModal('manual');
    const d = await dialog('Top Up Your Sessions');
    expect(within(pack(d, 10)).getByText('$0.70 per session')).toBeInTheDocument();
    expect(within(pack(d, 25)).getByText('$0.60 per session')).toBeInTheDocument();
    expect(within(pack(d, 50)).getByText('$0.50 per session')).toBeInTheDocument();
    expect(within(pack(d, 25)).getByText('Save 10%')).toBeInTheDocument();
    expect(within(pack(d, 50)).getByText('Save 29%')).toBeInTheDocument();
  });

  it.each([
    [null, 10, 'Perfect for getting started or light usage', '2 weeks'],
    [3, 10, 'Perfect for getting started or light usage', '3 weeks'],
    [5, 25, 'Best value for regular users', '5 weeks'],
    [8, 25, 'Best value for regular users', '3 weeks'],
    [15, 25, 'Best value for regular users', '1 week'],
    [20, 50, 'Maximum value for power users', '2 weeks'],
  ])('an average of %s a week recommends the %i pack', async (avg, sessions, reason, weeks) => {
    mockFetch({});
    renderModal('manual', { avg });
    const d = await dialog('Top Up Your Sessions');
    const box = within(d).getByTestId('pack-recommendation');
    expect(within(box).getByText(`Recommended: ${sessions} Sessions`)).toBeInTheDocument();
    expect(within(box).getByText(reason)).toBeInTheDocument();
    expect(within(box).getByText(`Estimated to last about ${weeks} at your pace.`)).toBeInTheDocument();
    expect(within(pack(d, sessions)).getByText('Recommended')).toBeInTheDocument();
    expect(pack(d, sessions)).toHaveAttribute('data-highlighted', 'true');
    expect(within(d).getAllByText('Recommended')).toHaveLength(1);
  });

  it('suggests a subscription only above 15 a week', async () => {
    mockFetch({});
    const first = renderModal('manual', { avg: 15 });
    await dialog('Top Up Your Sessions');
    expect(screen.queryByTestId('subscription-suggestion')).not.toBeInTheDocument();
    first.unmount();

    const { events, onClose } = renderModal('manual', { avg: 16 });
    const d = await dialog('Top Up Your Sessions');
    const link = within(within(d).getByTestId('subscription-suggestion')).getByRole('link', {
      name: 'View Subscription Plans',
    });
    expect(link).toHaveAttribute('href', '/pricing?tab=subscription');
    await events.click(link);
    expect(location()).toBe('/pricing?tab=subscription');
    expect(onClose).toHaveBeenCalled();
  });

  it('choosing a pack starts top-up checkout with {amount, sessions} and goes to the answered address', async () => {
    const fetchMock = mockFetch({
      'GQL CreateTopUpCheckout': redirectAnswer('createTopUpCheckout', '/sandbox-checkout/cs_9'),
    });
    const { events } = renderModal('no_sessions', { avg: 20 });
    const d = await dialog('Out of Sessions');
    await events.click(within(pack(d, 50)).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(location()).toBe('/sandbox-checkout/cs_9'));
    expect(gqlCalls(fetchMock, 'CreateTopUpCheckout')).toEqual([{ amount: 2499, sessions: 50 }]);
  });

  it('a failed pack checkout toasts "Purchase Failed" with the server message', async () => {
    mockFetch({
      'GQL CreateTopUpCheckout': gqlError('VALIDATION', 'Invalid top-up pack'),
    });
    const { events } = renderModal('manual');
    const d = await dialog('Top Up Your Sessions');
    await events.click(within(pack(d, 10)).getByRole('button', { name: 'Buy Now' }));
    const toast = (await screen.findByText('Purchase Failed')).closest<HTMLElement>('[data-variant]')!;
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Invalid top-up pack')).toBeInTheDocument();
  });

  it('"Maybe Later" closes it', async () => {
    mockFetch({});
    const { events, onClose } = renderModal('manual');
    const d = await dialog('Top Up Your Sessions');
    await events.click(within(d).getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
