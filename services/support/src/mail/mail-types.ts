import type { EmailType, UnsubscribeType } from '@tryon/proto-events';

// email_notifications.type is proto-events' EmailType (spec business-admin-data section 3); its status is
// EmailStatus: the spec's sent, failed and bounced, plus pending (queued, not tried yet). failed with a
// next attempt set is retried; bounced (the recipient refused for good) never is.

/** A person's notification preferences as support keeps them (identity's, with the spec's defaults). */
export interface MailPreferences {
  emailNotifications: boolean;
  lowBalanceAlerts: boolean;
  renewalReminders: boolean;
  marketingEmails: boolean;
  lowBalanceThreshold: number;
}

/**
 * Whether a person's preferences let an e-mail of `type` go out. An invoice is the receipt of a payment
 * and an account mail (verification, reset, a change of password or address) is asked for by the
 * person or protects them: both are always sent, and so are a support reply (the person asked for it) and a
 * hand-over alert (the admin asked for it, and turns it off in the Chatbot tab); every other kind needs the master switch (emailNotifications), and low-balance
 * alerts, renewal reminders and marketing their own switch too.
 */
export function allowedBy(prefs: MailPreferences, type: EmailType): boolean {
  switch (type) {
    case 'invoice':
    case 'account':
    case 'support_reply':
    case 'support_handoff':
      return true;
    case 'welcome':
      return prefs.emailNotifications;
    case 'low_balance':
      return prefs.emailNotifications && prefs.lowBalanceAlerts;
    case 'renewal_reminder':
      return prefs.emailNotifications && prefs.renewalReminders;
    case 'marketing':
      return prefs.emailNotifications && prefs.marketingEmails;
  }
}

/**
 * What the unsubscribe link of an e-mail of `type` turns off: its own switch, the master switch for the
 * welcome mail (it has none of its own), nothing for an invoice (no link).
 */
export function unsubscribeTypeOf(type: EmailType): UnsubscribeType | null {
  switch (type) {
    case 'invoice':
    case 'account':
    case 'support_reply':
    case 'support_handoff':
      return null;
    case 'welcome':
      return 'all';
    default:
      return type;
  }
}
