import { EmailType } from '@tryon/proto-events';
import { allowedBy, unsubscribeTypeOf, type MailPreferences } from './mail-types.js';

const EMAIL_TYPES = EmailType.options;

const ALL_ON: MailPreferences = {
  emailNotifications: true,
  lowBalanceAlerts: true,
  renewalReminders: true,
  marketingEmails: true,
  lowBalanceThreshold: 3,
};

describe('which e-mails the preferences allow', () => {
  it('allows every kind with the defaults', () => {
    for (const type of EMAIL_TYPES) expect([type, allowedBy(ALL_ON, type)]).toEqual([type, true]);
  });

  it('stops everything but receipts, account and support mails when the master switch is off', () => {
    const off = { ...ALL_ON, emailNotifications: false };
    expect(EMAIL_TYPES.filter((t) => allowedBy(off, t))).toEqual([
      'invoice',
      'account',
      'support_reply',
      'support_handoff',
    ]);
  });

  it('stops only its own kind when a type switch is off', () => {
    expect(EMAIL_TYPES.filter((t) => !allowedBy({ ...ALL_ON, lowBalanceAlerts: false }, t))).toEqual([
      'low_balance',
    ]);
    expect(EMAIL_TYPES.filter((t) => !allowedBy({ ...ALL_ON, renewalReminders: false }, t))).toEqual([
      'renewal_reminder',
    ]);
    expect(EMAIL_TYPES.filter((t) => !allowedBy({ ...ALL_ON, marketingEmails: false }, t))).toEqual([
      'marketing',
    ]);
  });

  it("gives each kind's unsubscribe link what it turns off", () => {
    expect(EMAIL_TYPES.map((t) => unsubscribeTypeOf(t))).toEqual([
      'low_balance',
      'renewal_reminder',
      'all',
      'marketing',
      null,
      null,
      null,
      null,
    ]);
  });
});
