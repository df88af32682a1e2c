import { Badge } from '@mantine/core';
import type { JobStatus } from '../../__generated__/graphql';

/** Which screen's wording: "Generating..." for a generation, "AI Processing..." for a try-on (spec 4). */
export type JobBadgeKind = 'generation' | 'tryon';

const COLORS: Record<JobStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

/** The badge label of a status (spec section 4). */
export function jobStatusLabel(status: JobStatus, kind: JobBadgeKind): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'processing':
      return kind === 'generation' ? 'Generating...' : 'AI Processing...';
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'Failed';
  }
}

/** A job's status badge: Pending; Generating... or AI Processing...; Completed; Failed. */
export function JobStatusBadge({
  status,
  kind,
  testId,
}: {
  status: JobStatus;
  kind: JobBadgeKind;
  testId: string;
}) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size="lg"
      data-testid={testId}
      data-status={status}
      role="status"
      aria-live="polite"
      style={{ textTransform: 'none' }}
    >
      {jobStatusLabel(status, kind)}
    </Badge>
  );
}
