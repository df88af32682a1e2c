import { collectUserRows, startExportResponder, type Db, type Logger, type Nats } from '@tryon/kit';

/**
 * support's part of a person's data export: their conversations with the assistant (without the token
 * that opens one, or the team's internal notes) and the e-mails sent to them (their text; no sealed link
 * or unsubscribe token).
 */
export function startSupportExportResponder(nats: Nats, db: Db, logger: Logger) {
  return startExportResponder(nats, {
    service: 'support',
    logger,
    collect: (userId) =>
      collectUserRows(db, userId, [
        {
          section: 'conversations',
          table: 'chatbot_conversations',
          omit: ['tokenHash', 'adminNotes', 'respondedBy'],
        },
        {
          section: 'emails',
          table: 'email_notifications',
          omit: ['sealedLink', 'unsubscribeUrl', 'dedupeKey', 'html'],
        },
      ]),
  });
}
