import { metricCounter, metricHistogram } from '@tryon/kit';
import type { JobKind } from '@tryon/proto-events';

/** Upper bounds of the job duration histogram, in seconds (a local job takes ~1 s, a provider's up to minutes). */
export const JOB_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

const jobDuration = metricHistogram(
  'aijobs_job_duration_seconds',
  'Time of one job attempt (provider call and storing the result), by provider, kind and outcome (completed, retry, failed)',
  ['provider', 'kind', 'outcome'],
  JOB_BUCKETS,
);
const jobFailures = metricCounter(
  'aijobs_job_failures_total',
  'Jobs that ended failed (and were refunded), by provider, kind and reason (refused, invalid, transient)',
  ['provider', 'kind', 'reason'],
);

/** How an attempt ended: done, to be tried again later, or failed for good with the reason. */
export type AttemptOutcome = { outcome: 'completed' | 'retry' } | { outcome: 'failed'; reason: string };

/** The provider label of a job that ended before a provider was chosen. */
export const NO_PROVIDER = 'none';

/**
 * Times one attempt of a job from now; `end` records its duration under the provider that worked on it
 * and, for a job that failed for good, counts the failure.
 */
export function timeJobAttempt(kind: JobKind, now: () => number = () => performance.now()) {
  const started = now();
  return {
    end(provider: string | undefined, result: AttemptOutcome): void {
      const labels = { provider: provider ?? NO_PROVIDER, kind };
      jobDuration.observe({ ...labels, outcome: result.outcome }, (now() - started) / 1000);
      if (result.outcome === 'failed') jobFailures.inc({ ...labels, reason: result.reason });
    },
  };
}
