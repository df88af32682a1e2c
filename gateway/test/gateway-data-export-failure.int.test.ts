process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { eventually } from '../../test-support/infra.js';
import { signUp as signUpThrough, startStack } from '../../test-support/stack.js';

// A data export that cannot be made: with identity and media alone, billing, ai-jobs and support never
// answer their part (a file of its own: the test NATS server is shared by a jest worker's stacks, and
// another file's services would answer).

const EXPORT_FIELDS = 'id status error';

describe('export my data', () => {
  it('is failed, with a clear message, when a service keeps not answering its part; then it can be asked again', async () => {
    // identity and media alone: billing, ai-jobs and support answer nobody.
    const small = await startStack(['identity', 'media'], {
      env: { EXPORT_SWEEP_MS: '200', EXPORT_RETRY_MS: '200', EXPORT_PART_TIMEOUT_MS: '1000' },
    });
    try {
      const dee = await signUpThrough(small.base);
      const ask = async () => {
        const res = await fetch(`${small.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: dee.cookie },
          body: JSON.stringify({ query: `mutation { requestDataExport { ${EXPORT_FIELDS} } }` }),
        });
        const body = (await res.json()) as { data?: { requestDataExport: { id: string; status: string } } };
        return body.data!.requestDataExport;
      };
      const first = await ask();
      expect(first.status).toBe('pending');
      const row = await eventually(async () => {
        const r = await small.dbs.media!('data_exports').where({ id: first.id }).first();
        return r?.status === 'failed' ? r : null;
      }, 30_000);
      expect(row).toMatchObject({
        attempts: 3,
        error: 'Your data export could not be prepared. Please try again.',
      });
      expect(row.objectKey).toBeNull();
      // No longer in the way: the next one is taken.
      expect((await ask()).status).toBe('pending');
    } finally {
      await small.stop();
    }
  }, 120_000);
});
