import { collectUserRows, startExportResponder, type Db, type Logger, type Nats } from '@tryon/kit';

/** ai-jobs' part of a person's data export: every generation, try-on and edit job and its settings. */
export function startAiJobsExportResponder(nats: Nats, db: Db, logger: Logger) {
  return startExportResponder(nats, {
    service: 'ai-jobs',
    logger,
    collect: (userId) =>
      collectUserRows(db, userId, [
        { section: 'jobs', table: 'gemini_sessions' },
        { section: 'personGenerations', table: 'person_generation_sessions' },
        { section: 'tryOns', table: 'try_on_sessions' },
        { section: 'edits', table: 'conversational_edit_sessions' },
      ]),
  });
}
