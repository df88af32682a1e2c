import { graphql } from '../../__generated__';

// The mail tab's operations (support service; admins only). A listed e-mail (EmailNotification) and its
// content (EmailMessage) are normalized by id, each under its own type.

/** A page of the e-mails sent or queued, newest first, optionally of one type and/or status. */
export const AdminEmailNotificationsQuery = graphql(`
  query AdminEmailNotifications($type: String, $status: String, $limit: Int, $offset: Int) {
    adminEmailNotifications(type: $type, status: $status, limit: $limit, offset: $offset) {
      total
      rows {
        id
        userId
        recipient
        type
        subject
        status
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
      type
      subject
      status
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
