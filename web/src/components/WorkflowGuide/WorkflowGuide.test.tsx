import { renderWithProviders, screen, within } from '../../test-utils/render';
import { WorkflowGuide } from './WorkflowGuide';
import { workflowStepFor } from './workflow-steps';

describe('WorkflowGuide', () => {
  it.each([
    ['/dashboard', 'Dashboard', 'Step 1 of 1', 'Start Creating', '/gemini-generate'],
    ['/gemini-generate', 'Generate AI Models', 'Step 1 of 3', 'Try On Clothing', '/gemini-virtual-tryon'],
    ['/gemini-virtual-tryon', 'Virtual Try-On', 'Step 2 of 3', 'Save to Gallery', '/gallery'],
    ['/gallery', 'My Gallery', 'Step 3 of 3', 'Create More', '/gemini-generate'],
  ])('on %s shows "%s", "%s" and %s -> %s', async (route, label, stepText, next, target) => {
    renderWithProviders(<WorkflowGuide />, { route });
    const bar = await screen.findByRole('region', { name: 'Workflow guide' });
    const breadcrumb = within(bar).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(label)).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByText(stepText)).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: next })).toHaveAttribute('href', target);
  });

  it('links back to the dashboard in the breadcrumb of a step', async () => {
    renderWithProviders(<WorkflowGuide />, { route: '/gallery' });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('is not shown outside the flow', async () => {
    renderWithProviders(<WorkflowGuide />, { route: '/pricing' });
    await screen.findByTestId('location');
    expect(screen.queryByRole('region', { name: 'Workflow guide' })).not.toBeInTheDocument();
  });

  it('ignores a trailing slash', () => {
    expect(workflowStepFor('/gallery/')?.label).toBe('My Gallery');
    expect(workflowStepFor('/')).toBeUndefined();
  });
});
