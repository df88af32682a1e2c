import {
  escapeHtml,
  formatDate,
  formatMoney,
  headerText,
  renderEmail,
  type EmailContent,
} from './templates.js';

const ctx = {
  publicUrl: 'https://tryon.example',
  firstName: 'Zoë <script>alert(1)</script>',
  unsubscribeUrl: 'https://tryon.example/api/email/unsubscribe?token=7.marketing.abc&x="y"',
};

const ALL: EmailContent[] = [
  { type: 'welcome' },
  { type: 'low_balance', balance: 1, threshold: 3 },
  { type: 'renewal_reminder', planName: 'standard', periodEnd: new Date('2027-03-05T10:00:00Z') },
  {
    type: 'invoice',
    amountCents: 1499,
    currency: 'usd',
    description: '25 sessions pack',
    sessions: 25,
    paymentRef: 'pi_123',
    paidAt: new Date('2027-01-02T03:04:05Z'),
  },
  { type: 'marketing', subject: 'Spring <sale>', message: 'Line one & <b>two</b>\nLine three' },
];

describe('e-mail templates', () => {
  it.each(ALL.map((c) => [c.type, c] as const))('%s: both parts, brand, greeting, escaped name', (_t, c) => {
    const mail = renderEmail(c, c.type === 'invoice' ? { ...ctx, unsubscribeUrl: null } : ctx);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toContain('Hi Zoë <script>alert(1)</script>,');
    expect(mail.text).toContain('AI Virtual Try-On');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Hi Zoë &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain('AI Virtual Try-On');
    expect(mail.html).toContain('https://tryon.example/notification-settings');
  });

  it('puts a visible unsubscribe link in both parts, the address escaped in the HTML', () => {
    const mail = renderEmail({ type: 'welcome' }, ctx);
    expect(mail.text).toContain(`Unsubscribe: ${ctx.unsubscribeUrl}`);
    expect(mail.html).toContain(
      'href="https://tryon.example/api/email/unsubscribe?token=7.marketing.abc&amp;x=&quot;y&quot;"',
    );
    expect(mail.html).toContain('>Unsubscribe</a>');
  });

  it('gives a receipt no unsubscribe link', () => {
    const mail = renderEmail(ALL[3]!, { ...ctx, unsubscribeUrl: null });
    expect(mail.text).not.toContain('Unsubscribe');
    expect(mail.html).not.toContain('Unsubscribe');
    expect(mail.text).toContain('This is the receipt of your payment.');
  });

  it('writes amounts in dollars from cents, and what was bought', () => {
    const mail = renderEmail(ALL[3]!, { ...ctx, unsubscribeUrl: null });
    expect(mail.subject).toBe('Your receipt: 25 sessions pack ($14.99)');
    expect(mail.text).toContain('Amount paid: $14.99');
    expect(mail.text).toContain('Sessions: 25');
    expect(mail.text).toContain('Reference: pi_123');
    expect(mail.text).toContain('Date: January 2, 2027');
    expect(mail.html).toContain('$14.99');
    expect(formatMoney(699, 'usd')).toBe('$6.99');
    expect(formatMoney(100000, 'usd')).toBe('$1,000.00');
    expect(formatMoney(1999, 'eur')).toBe('€19.99');
  });

  it('words the balance, the plan and the links', () => {
    expect(renderEmail({ type: 'low_balance', balance: 1, threshold: 3 }, ctx).subject).toBe(
      'You have 1 session left',
    );
    const none = renderEmail({ type: 'low_balance', balance: 0, threshold: 1 }, ctx);
    expect(none.subject).toBe('You have 0 sessions left');
    expect(none.text).toContain('1 session or fewer');
    expect(none.text).toContain('https://tryon.example/pricing');
    const renewal = renderEmail(ALL[2]!, ctx);
    expect(renewal.subject).toBe('Your Standard plan renews on March 5, 2027');
    expect(renewal.html).toContain('href="https://tryon.example/subscription-management"');
    expect(formatDate(new Date('2027-12-31T23:59:59Z'))).toBe('December 31, 2027');
  });

  it("keeps a marketing message's line breaks and escapes its text", () => {
    const mail = renderEmail(ALL[4]!, ctx);
    expect(mail.subject).toBe('Spring <sale>');
    expect(mail.html).toContain('<title>Spring &lt;sale&gt;</title>');
    expect(mail.text).toContain('Line one & <b>two</b>\nLine three');
    expect(mail.html).toContain('Line one &amp; &lt;b&gt;two&lt;/b&gt;<br>Line three');
  });

  it('greets "there" when no first name is known', () => {
    expect(renderEmail({ type: 'welcome' }, { ...ctx, firstName: null }).text).toMatch(/^Hi there,/);
    expect(renderEmail({ type: 'welcome' }, { ...ctx, firstName: '  ' }).text).toMatch(/^Hi there,/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('account mails', () => {
  const kinds = [
    'verify_email',
    'password_reset',
    'account_claim',
    'email_change',
    'password_changed',
    'email_changed',
    'account_deleted',
  ] as const;
  const at = new Date('2027-03-05T10:30:00Z');
  const withLink = new Set(['verify_email', 'password_reset', 'account_claim', 'email_change']);

  it.each(kinds)(
    '%s: never greets by name, no unsubscribe or settings links, its link when it has one',
    (kind) => {
      const link = withLink.has(kind) ? 'https://tryon.example/api/account/x?token=abc&y=1' : null;
      const mail = renderEmail(
        { type: 'account', kind, link, expiresAt: link ? new Date('2027-03-05T11:30:00Z') : null, at },
        { ...ctx, unsubscribeUrl: null },
      );
      expect(mail.text).toContain('Hi there,');
      expect(mail.text + mail.html).not.toContain('Zoë');
      expect(mail.text + mail.html).not.toContain('notification-settings');
      expect(mail.text).not.toContain('Unsubscribe');
      if (link) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain('https://tryon.example/api/account/x?token=abc&amp;y=1');
        expect(mail.text).toContain('It works once, until March 5, 2027 at 11:30 AM UTC.');
      } else {
        expect(mail.text).not.toContain('/api/account/');
      }
    },
  );

  it('says when a password was changed', () => {
    const mail = renderEmail(
      { type: 'account', kind: 'password_changed', link: null, expiresAt: null, at },
      { ...ctx, unsubscribeUrl: null },
    );
    expect(mail.subject).toBe('Your AI Virtual Try-On password was changed');
    expect(mail.text).toContain('was changed on March 5, 2027 at 10:30 AM UTC');
  });
});

describe('seller on receipts', () => {
  const invoice = ALL.find((c) => c.type === 'invoice')!;
  const seller = {
    name: 'Tryon <Shop> Ltd',
    address: '5 Mill Lane, Leeds LS1 4AB, United Kingdom',
    taxId: 'GB123456789',
    email: 'help@tryon.example',
  };

  it('names the seller in both parts, escaped in the HTML', () => {
    const mail = renderEmail(invoice, { ...ctx, unsubscribeUrl: null, seller });
    for (const line of [
      'Seller: Tryon <Shop> Ltd',
      'Address: 5 Mill Lane, Leeds LS1 4AB, United Kingdom',
      'Tax ID: GB123456789',
      'Support: help@tryon.example',
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain('Tryon &lt;Shop&gt; Ltd');
    expect(mail.html).toContain('GB123456789');
    expect(mail.html).toContain('help@tryon.example');
    expect(mail.html).toContain('5 Mill Lane, Leeds LS1 4AB, United Kingdom');
  });

  it('says the details are to follow when none are known (such a receipt is held, not sent)', () => {
    const mail = renderEmail(invoice, { ...ctx, unsubscribeUrl: null, seller: null });
    expect(mail.text).toContain('Seller: details to follow.');
    expect(mail.text).not.toContain('Tax ID');
  });
});

describe('support mails', () => {
  it('a reply: the admin text, a way back to the chat, no unsubscribe footer', () => {
    const mail = renderEmail(
      {
        type: 'support_reply',
        subject: 'Re: your message',
        message: 'A try-on costs <1> session.\nSee you soon.',
        link: 'https://tryon.example/?chat=conv_abc',
      },
      { ...ctx, unsubscribeUrl: null },
    );
    expect(mail.subject).toBe('Re: your message');
    expect(mail.text).toContain('A try-on costs <1> session.\nSee you soon.');
    expect(mail.text).toContain('use the chat again');
    expect(mail.text).toContain('Continue in the chat: https://tryon.example/?chat=conv_abc');
    expect(mail.text).toContain('Replies to it are not read');
    expect(mail.html).toContain('A try-on costs &lt;1&gt; session.<br>See you soon.');
    expect(mail.html).toContain('href="https://tryon.example/?chat=conv_abc"');
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('a reply without a link tells to open the chat on the site', () => {
    const mail = renderEmail(
      { type: 'support_reply', subject: 'Re', message: 'Hello', link: null },
      { ...ctx, unsubscribeUrl: null },
    );
    expect(mail.text).toContain('To go on, open the chat on https://tryon.example again.');
  });

  it('a hand-over alert links to the conversation in the admin area', () => {
    const mail = renderEmail(
      { type: 'support_handoff', conversationId: 42, topic: 'Bug report' },
      { ...ctx, firstName: null, unsubscribeUrl: null },
    );
    expect(mail.subject).toBe('Conversation #42 was handed to a person');
    expect(mail.text).toContain(
      'Open the conversation: https://tryon.example/admin?tab=chatbot&conversation=42',
    );
    expect(mail.text).toContain('Topic: Bug report');
  });

  it('a subject never carries a line break (a header of its own)', () => {
    const mail = renderEmail(
      { type: 'support_reply', subject: 'Hi\r\nBcc: victim@example.com', message: 'x', link: null },
      { ...ctx, unsubscribeUrl: null },
    );
    expect(mail.subject).toBe('Hi Bcc: victim@example.com');
  });
});

describe('headerText', () => {
  it.each([
    ['Eve\r\nBcc: x@evil.example', 'Eve Bcc: x@evil.example'],
    ['a\nb', 'a b'],
    ['tab\there', 'tab here'],
    ['nul\u0000x', 'nul x'],
    ['line\u2028sep', 'line sep'],
    ['  plain  ', 'plain'],
  ])('%j -> %j', (input, output) => {
    expect(headerText(input)).toBe(output);
  });
});
