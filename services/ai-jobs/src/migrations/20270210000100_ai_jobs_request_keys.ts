import type { Migration } from '@tryon/kit';

/**
 * One request key (`requestId`, the REST shim's `Idempotency-Key`) per person, whatever the kind of job it
 * started: job_request_keys holds the kind and a fingerprint of the request each key was first used for,
 * so the key sent again for another kind of job (an edit, then a generation) or another request body is
 * refused (409) instead of starting and charging a second job. The keys of jobs started before it are
 * copied with their kind and no fingerprint (any request of that kind matches them). Expand only: an old
 * replica writes no key row; its jobs are still one per table and key.
 */
export const aiJobsRequestKeys: Migration = {
  name: '20270210000100_ai_jobs_request_keys',
  async up(db) {
    await db.raw(`CREATE TABLE job_request_keys (
      "userId" integer NOT NULL,
      "requestId" text NOT NULL,
      kind text NOT NULL,
      fingerprint text,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("userId", "requestId")
    )`);
    await db.raw(`INSERT INTO job_request_keys ("userId", "requestId", kind)
      SELECT "userId", "requestId", "sessionType" FROM gemini_sessions WHERE "requestId" IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await db.raw(`INSERT INTO job_request_keys ("userId", "requestId", kind)
      SELECT "userId", "requestId", 'edit' FROM conversational_edit_sessions WHERE "requestId" IS NOT NULL
      ON CONFLICT DO NOTHING`);
  },
  async down(db) {
    await db.raw('DROP TABLE IF EXISTS job_request_keys');
  },
};
