/** One row of the workflow guide table (spec consumer-app section 2, "Header and navigation"). */
export interface WorkflowStep {
  path: string;
  label: string;
  step: number;
  of: number;
  next: { label: string; to: string };
}

/** The main flow: Generate AI Models, then Virtual Try-On, then save to My Gallery. */
export const WORKFLOW_STEPS: readonly WorkflowStep[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    step: 1,
    of: 1,
    next: { label: 'Start Creating', to: '/gemini-generate' },
  },
  {
    path: '/gemini-generate',
    label: 'Generate AI Models',
    step: 1,
    of: 3,
    next: { label: 'Try On Clothing', to: '/gemini-virtual-tryon' },
  },
  {
    path: '/gemini-virtual-tryon',
    label: 'Virtual Try-On',
    step: 2,
    of: 3,
    next: { label: 'Save to Gallery', to: '/gallery' },
  },
  {
    path: '/gallery',
    label: 'My Gallery',
    step: 3,
    of: 3,
    next: { label: 'Create More', to: '/gemini-generate' },
  },
];

/** The workflow step of a screen, or `undefined` for screens outside the flow. */
export function workflowStepFor(pathname: string): WorkflowStep | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WORKFLOW_STEPS.find((s) => s.path === path);
}
