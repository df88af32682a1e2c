import type { AccountMailTemplate } from '@tryon/proto-events';

/** The brand every e-mail is signed with. */
export const BRAND = 'AI Virtual Try-On';

/** An e-mail ready to send: its subject and both parts. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What each kind of e-mail says, besides the person's first name. */
export type EmailContent =
  | { type: 'welcome' }
  | { type: 'low_balance'; balance: number; threshold: number }
  | { type: 'renewal_reminder'; planName: string | null; periodEnd: Date }
  | {
      type: 'invoice';
      amountCents: number;
      currency: string;
      description: string;
      sessions: number;
      paymentRef: string;
      paidAt: Date;
    }
  | { type: 'marketing'; subject: string; message: string }
  | {
      type: 'support_reply';
      /** The subject, one line (headerText). */
      subject: string;
      /** What the admin wrote. */
      message: string;
      /** The link that opens the conversation in the chat again (or the queue's placeholder); null: none. */
      link: string | null;
    }
  | {
      type: 'support_handoff';
      conversationId: number;
      /** What the visitor says it is about (feedback type). */
      topic: string;
    }
  | {
      type: 'account';
      kind: AccountMailTemplate;
      /** The link (or the queue's placeholder for it); null for a notice. */
      link: string | null;
      expiresAt: Date | null;
      /** When the request or the change was made. */
      at: Date;
    };

/** The seller a receipt names (the admin's settings). */
export interface Seller {
  name: string;
  address: string;
  taxId: string;
  email: string;
}

/** Where the links of an e-mail point. */
export interface RenderContext {
  /** The address people use (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  firstName: string | null;
  /** The one-click unsubscribe address; null for an invoice (a receipt has none). */
  unsubscribeUrl: string | null;
  /** The seller a receipt names; null while the details are missing (the receipt is held, not sent). */
  seller?: Seller | null;
}

// eslint-disable-next-line no-control-regex
const HEADER_UNSAFE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * Text made safe for a mail header (a subject, a display name): line breaks and other control characters
 * become spaces, so that nothing typed can start a header of its own.
 */
export function headerText(text: string): string {
  return text.replace(HEADER_UNSAFE, ' ').replace(/ {2,}/g, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put into HTML (content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** An amount in cents as people read it: `$14.99` (another currency with its own sign or code). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A date as people read it: `March 5, 2027` (UTC). */
export function formatDate(d: Date): string {
  return DAY.format(d);
}

const DAY_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment as people read it: `March 5, 2027 at 10:30 AM UTC`. */
export function formatDateTime(d: Date): string {
  return `${DAY_TIME.format(d)} UTC`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `standard` -> `Standard`. */
const planLabel = (name: string | null) =>
  name ? name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, ' ') : 'subscription';

/** One block of the body: a paragraph (text, with line breaks kept), a button, or a table of facts. */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'facts'; rows: [string, string][] };

interface Draft {
  subject: string;
  /** A short line mail clients show next to the subject. */
  preheader: string;
  blocks: Block[];
  /** An account mail: its own footer (no settings or unsubscribe links). */
  account?: boolean;
  /** A mail of the support team (a reply, a hand-over alert): its own footer. */
  footer?: string;
}

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2937;font-size:15px;line-height:1.5';

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'p':
      return `<p style="margin:0 0 16px">${escapeHtml(b.text).replace(/\r?\n/g, '<br>')}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(b.url)}" style="background:#7c3aed;color:#ffffff;` +
        `text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">` +
        `${escapeHtml(b.label)}</a></p>`
      );
    case 'facts':
      return (
        `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">` +
        b.rows
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(k)}</td>` +
              `<td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
  }
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'p':
      return b.text;
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'facts':
      return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  }
}

/** The two parts of a draft, with the footer (settings and unsubscribe links, unless a receipt). */
function finish(draft: Draft, ctx: RenderContext): RenderedEmail {
  const settings = `${ctx.publicUrl}/notification-settings`;
  if (draft.footer) return assemble(draft, draft.footer, escapeHtml(draft.footer));
  if (draft.account) {
    const note =
      'You receive this e-mail because of a request about your account; it is sent whatever your ' +
      'notification settings.';
    return assemble(draft, note, escapeHtml(note));
  }
  const footerText = ctx.unsubscribeUrl
    ? `You receive this e-mail because of your notification settings: ${settings}\n` +
      `Unsubscribe: ${ctx.unsubscribeUrl}`
    : `This is the receipt of your payment. Your notification settings: ${settings}`;
  const footerHtml = ctx.unsubscribeUrl
    ? `You receive this e-mail because of your <a href="${escapeHtml(settings)}" style="color:#6b7280">` +
      `notification settings</a>. <a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:#6b7280">` +
      `Unsubscribe</a>`
    : `This is the receipt of your payment. <a href="${escapeHtml(settings)}" style="color:#6b7280">` +
      `Notification settings</a>`;
  return assemble(draft, footerText, footerHtml);
}

/** The text and HTML of a draft with its footer. */
function assemble(draft: Draft, footerText: string, footerHtml: string): RenderedEmail {
  const text = [...draft.blocks.map(blockText), `— ${BRAND}`, '', footerText].join('\n\n') + '\n';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(draft.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(draft.preheader)}</span>` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;${FONT}">` +
    `<div style="font-size:20px;font-weight:bold;color:#7c3aed;margin:0 0 16px">${escapeHtml(BRAND)}</div>` +
    `<div style="background:#ffffff;border-radius:8px;padding:24px">` +
    draft.blocks.map(blockHtml).join('') +
    `</div><p style="font-size:12px;color:#6b7280;margin:16px 0 0">${footerHtml}</p></div></body></html>`;
  return { subject: draft.subject, text, html };
}

function draftOf(content: EmailContent, ctx: RenderContext): Draft {
  const hi: Block = { kind: 'p', text: `Hi ${ctx.firstName?.trim() || 'there'},` };
  const url = (path: string) => `${ctx.publicUrl}${path}`;
  switch (content.type) {
    case 'welcome':
      return {
        subject: `Welcome to ${BRAND}`,
        preheader: 'Your account is ready: try clothes on in a few clicks.',
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `Welcome to ${BRAND}! Your account is ready and comes with free trial sessions: upload a ` +
              'photo of yourself or generate a model, pick a garment and see it on.',
          },
          { kind: 'button', label: 'Start trying on', url: url('/dashboard') },
          { kind: 'p', text: `When you want more sessions, packs and plans are on ${url('/pricing')}.` },
        ],
      };
    case 'low_balance': {
      const left = plural(content.balance, 'session', 'sessions');
      return {
        subject: `You have ${left} left`,
        preheader: 'Top up to keep trying clothes on.',
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `You have ${left} left (you asked to hear when ${plural(content.threshold, 'session', 'sessions')} ` +
              'or fewer remain). Top up with a pack or choose a plan to keep trying clothes on.',
          },
          { kind: 'button', label: 'See packs and plans', url: url('/pricing') },
        ],
      };
    }
    case 'renewal_reminder': {
      const plan = planLabel(content.planName);
      const date = formatDate(content.periodEnd);
      return {
        subject: `Your ${plan} plan renews on ${date}`,
        preheader: `Your ${plan} plan renews in a few days.`,
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `Your ${plan} plan renews on ${date}, with a new month of sessions. There is nothing to do ` +
              'to keep it; to change or cancel it, manage your subscription before then.',
          },
          { kind: 'button', label: 'Manage subscription', url: url('/subscription-management') },
        ],
      };
    }
    case 'invoice': {
      const amount = formatMoney(content.amountCents, content.currency);
      return {
        subject: `Your receipt: ${content.description} (${amount})`,
        preheader: `Thank you for your payment of ${amount}.`,
        blocks: [
          hi,
          { kind: 'p', text: `Thank you for your payment. Here is your receipt.` },
          {
            kind: 'facts',
            rows: [
              ['Item', content.description],
              ['Amount paid', amount],
              ['Sessions', String(content.sessions)],
              ['Date', formatDate(content.paidAt)],
              ['Reference', content.paymentRef],
            ],
          },
          sellerBlock(ctx.seller),
          { kind: 'button', label: 'See your sessions', url: url('/subscription-management') },
        ],
      };
    }
    case 'support_reply':
      return {
        subject: content.subject,
        preheader: content.message.split('\n')[0]!.slice(0, 120),
        footer:
          'This e-mail answers your message to our support chat. Replies to it are not read: please ' +
          'use the chat again to go on.',
        blocks: [
          hi,
          { kind: 'p', text: content.message },
          {
            kind: 'p',
            text: content.link
              ? 'To go on, use the chat again: this link opens the same conversation.'
              : `To go on, open the chat on ${ctx.publicUrl} again.`,
          },
          ...(content.link
            ? [{ kind: 'button', label: 'Continue in the chat', url: content.link } as const]
            : []),
          { kind: 'p', text: `The ${BRAND} team` },
        ],
      };
    case 'support_handoff': {
      const link = url(`/admin?tab=chatbot&conversation=${content.conversationId}`);
      return {
        subject: `Conversation #${content.conversationId} was handed to a person`,
        preheader: `A visitor is waiting for an answer (${content.topic}).`,
        footer:
          'You receive this e-mail because you asked to hear of hand-overs; turn it off in the admin ' +
          `area's Chatbot tab (${url('/admin?tab=chatbot')}).`,
        blocks: [
          { kind: 'p', text: 'Hi,' },
          {
            kind: 'p',
            text:
              `The assistant handed conversation #${content.conversationId} to a person, and the visitor ` +
              'left an e-mail address for the answer.',
          },
          { kind: 'facts', rows: [['Topic', content.topic]] },
          { kind: 'button', label: 'Open the conversation', url: link },
        ],
      };
    }
    case 'account':
      return accountDraft(content, ctx);
    case 'marketing':
      return {
        subject: content.subject,
        preheader: content.message.split('\n')[0]!.slice(0, 120),
        blocks: [
          hi,
          { kind: 'p', text: content.message },
          { kind: 'button', label: `Open ${BRAND}`, url: url('/dashboard') },
        ],
      };
  }
}

/**
 * An account mail. It never greets by name nor carries anything else the person typed: it may go to an
 * address nobody has confirmed yet.
 */
function accountDraft(content: Extract<EmailContent, { type: 'account' }>, ctx: RenderContext): Draft {
  const hi: Block = { kind: 'p', text: 'Hi there,' };
  const until = content.expiresAt ? formatDateTime(content.expiresAt) : null;
  const works = until ? ` It works once, until ${until}.` : ' It works once.';
  const button = (label: string): Block[] =>
    content.link ? [{ kind: 'button', label, url: content.link }] : [];
  const forgot = `${ctx.publicUrl}/forgot-password`;
  const base = { account: true } as const;
  switch (content.kind) {
    case 'verify_email':
      return {
        ...base,
        subject: `Confirm your e-mail address for ${BRAND}`,
        preheader: 'One click to confirm your address.',
        blocks: [
          hi,
          {
            kind: 'p',
            text: `Please confirm that this is the e-mail address of your ${BRAND} account.${works}`,
          },
          ...button('Confirm my e-mail address'),
          {
            kind: 'p',
            text: 'If you did not create an account, ignore this e-mail: the address stays unconfirmed.',
          },
        ],
      };
    case 'password_reset':
      return {
        ...base,
        subject: `Reset your ${BRAND} password`,
        preheader: 'Choose a new password.',
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `Someone asked to reset the password of the ${BRAND} account with this address. Follow the ` +
              `link to choose a new one.${works} Setting a new password signs out every session.`,
          },
          ...button('Choose a new password'),
          { kind: 'p', text: 'If you did not ask, ignore this e-mail: your password stays as it is.' },
        ],
      };
    case 'account_claim':
      return {
        ...base,
        subject: `An account is waiting for this address on ${BRAND}`,
        preheader: 'If this is your address, the account can be yours.',
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `Someone asked to sign up or to reset a password with this address on ${BRAND}. An account ` +
              'already uses it, but nobody has confirmed the address yet. If this is your address, follow ' +
              'the link to choose a password: the account becomes yours and everyone else signed in to it ' +
              `is signed out.${works}`,
          },
          ...button('Choose a password'),
          { kind: 'p', text: 'If you did not ask, ignore this e-mail.' },
        ],
      };
    case 'email_change':
      return {
        ...base,
        subject: `Confirm your new e-mail address for ${BRAND}`,
        preheader: 'One click to use this address for your account.',
        blocks: [
          hi,
          {
            kind: 'p',
            text: `Follow the link to make this the e-mail address of your ${BRAND} account.${works}`,
          },
          ...button('Confirm this address'),
          { kind: 'p', text: 'If you did not ask, ignore this e-mail: nothing changes.' },
        ],
      };
    case 'password_changed':
      return {
        ...base,
        subject: `Your ${BRAND} password was changed`,
        preheader: `Your password was changed on ${formatDateTime(content.at)}.`,
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `The password of your ${BRAND} account was changed on ${formatDateTime(content.at)}. ` +
              'Other sessions were signed out.',
          },
          {
            kind: 'p',
            text: `If you did not do this, reset your password at once (${forgot}) and contact support.`,
          },
        ],
      };
    case 'email_changed':
      return {
        ...base,
        subject: `The e-mail address of your ${BRAND} account was changed`,
        preheader: `Changed on ${formatDateTime(content.at)}.`,
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `The e-mail address of your ${BRAND} account was changed on ${formatDateTime(content.at)}. ` +
              'From now on, e-mails go to the new address.',
          },
          { kind: 'p', text: 'If you did not do this, contact support at once.' },
        ],
      };
    case 'data_export':
      return {
        ...base,
        subject: `Your ${BRAND} data export is ready`,
        preheader: 'Your images and account data, in one ZIP file.',
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `The copy of your data you asked for on ${BRAND} is ready: a ZIP file with your images and ` +
              'a JSON file of your account, balance, jobs, saved items, conversations and preferences. ' +
              `The link works until ${until ?? 'it expires'}; you can also download it from your Account page.`,
          },
          ...button('Download my data'),
          {
            kind: 'p',
            text: `If you did not ask for it, change your password at once (${forgot}) and contact support.`,
          },
        ],
      };
    case 'account_deleted':
      return {
        ...base,
        subject: `Your ${BRAND} account was deleted`,
        preheader: `Deleted on ${formatDateTime(content.at)}.`,
        blocks: [
          hi,
          {
            kind: 'p',
            text:
              `Your ${BRAND} account was deleted on ${formatDateTime(content.at)}, as you asked. Your ` +
              'photos, results, saved items, conversations and e-mails with us are being removed, and any ' +
              'subscription was cancelled at once.',
          },
          {
            kind: 'p',
            text:
              'Payment records are kept without your name or address, as accounting law requires. You ' +
              'are welcome to sign up again with this address at any time.',
          },
        ],
      };
  }
}

/** The seller's facts on a receipt (a placeholder line while they are missing: such a receipt is held). */
function sellerBlock(seller: Seller | null | undefined): Block {
  if (!seller) return { kind: 'p', text: 'Seller: details to follow.' };
  return {
    kind: 'facts',
    rows: [
      ['Seller', seller.name],
      ['Address', seller.address],
      ['Tax ID', seller.taxId],
      ['Support', seller.email],
    ],
  };
}

/** The subject, plain text and HTML of an e-mail (user data escaped in the HTML). */
export function renderEmail(content: EmailContent, ctx: RenderContext): RenderedEmail {
  const draft = draftOf(content, ctx);
  return finish({ ...draft, subject: headerText(draft.subject) }, ctx);
}
