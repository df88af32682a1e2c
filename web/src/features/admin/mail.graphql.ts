import { graphql } from '../../__generated__';

// The mail tab's operations (support service; admins only). A listed e-mail (EmailNotification) and its
// content (EmailMessage) are normalized by id, each under its own type.

/** A page of the e-mails sent or queued, newest first, optionally of one kind and/or state. */
export const AdminEmailNotificationsQuery = graphql(`
  query AdminEmailNotifications($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {
    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        id
        userId
        recipient
        kind
        subject
        state
        attempts
        sentAt
        errorMessage
        nextAttemptAt
        createdAt
      }
    }
  }
`);

/** One e-mail with its plain-text and HTML parts, exactly as sent. */
export const AdminEmailMessageQuery = graphql(`
  query AdminEmailMessage($id: Int!) {
    adminEmailMessage(id: $id) {
      id
      recipient
      kind
      subject
      state
      text
      html
      unsubscribeUrl
      sentAt
      createdAt
    }
  }
`);

/** Queues a marketing e-mail to everyone who agreed to marketing e-mails; answers how many were queued. */
export const SendMarketingEmailMutation = graphql(`
  mutation SendMarketingEmail($subject: String!, $message: String!) {
    sendMarketingEmail(subject: $subject, message: $message)
  }
`);
