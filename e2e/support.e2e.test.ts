// End to end (issue 12, support): the real system started by the launcher (offline, no Gemini key: the
// knowledge base answers) with a seeded admin, in Chromium. A visitor on the landing page opens the chat
// widget, asks "how much does a try-on cost" and gets the knowledge base's answer; asks for a human, fills
// the contact form and is thanked. The admin sees the conversation appear live in the Chatbot tab, opens
// it, sets it responded with a note. An admin's reply arrives as a caught e-mail and shows in the visitor's
// conversation, and the mail's link opens that conversation again.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
import { caughtMail } from './support/mail.js';
import { inBrowser, sharedAdmin, sharedRig, type E2eRig } from './support/scenario.js';

// The admin seeded in the run's shared system (e2e/support/global-setup.ts).
const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = sharedAdmin();
const TAG = randomBytes(3).toString('hex');

let rig: E2eRig | undefined;

beforeAll(async () => {
  // The run's shared system: this file only touches its own visitor and that visitor's conversation.
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await onPath(page, '/dashboard');
}

/**
 * Sends a message in the open chat panel (Enter) and waits for the assistant's reply to appear. As a
 * person would, it sends once Send is enabled: while the last reply is still pending, Enter keeps the
 * message in the box (on a slow machine the reply can show a moment before that).
 */
async function ask(page: Page, text: string): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Support chat' });
  const messages = panel.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  const before = await messages.count();
  const box = panel.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await see(panel.getByRole('button', { name: 'Send', exact: true, disabled: false }));
  await box.press('Enter');
  await messages.nth(before + 1).waitFor();
}

describe('Support', () => {
  it('answers a visitor from the knowledge base, hands over to a person, and the admin answers it', async () => {
    const visitorEmail = `visitor-${TAG}@example.com`;
    await inBrowser(rig?.browser, rig?.system, 'support-visitor', async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open support chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Support chat' });
      await see(panel.getByText(/I'm the AI Virtual Try-On assistant/));
      await ask(page, 'how much does a try-on cost');
      await see(panel.getByText(/A virtual try-on costs 1 session/));
      await ask(page, 'Can I talk to a human?');
      const form = panel.getByRole('form', { name: 'Contact our team' });
      await see(form);
      await form.getByLabel('Email').fill(visitorEmail);
      await form.getByLabel('Name').fill('Vera Visitor');
      await form.getByRole('button', { name: 'Submit' }).click();
      await see(page.getByText('Email Captured'));
      await see(panel.getByText(/Thank you/));
      expect(await form.count()).toBe(0);
    });

    await inBrowser(rig?.browser, rig?.system, 'support-admin', async (page) => {
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.goto('/admin?tab=chatbot');
      const row = page.getByRole('row', { name: new RegExp(visitorEmail) });
      await see(row);
      await row.getByRole('button', { name: /^Open conversation #/ }).click();
      const drawer = page.getByRole('dialog', { name: /^Conversation #/ });
      await see(drawer.getByText('how much does a try-on cost'));
      await see(drawer.getByText('Can I talk to a human?'));
      await drawer.getByLabel('Status', { exact: true }).click();
      await page.getByRole('option', { name: /responded/i }).click();
      await see(page.getByText('Status Updated'));
      await drawer
        .getByRole('textbox', { name: 'Admin notes' })
        .fill('Answered by e-mail: a try-on is 1 session.');
      await drawer.getByRole('button', { name: 'Save notes' }).click();
      await see(page.getByText('Notes Saved'));
      await see(drawer.getByText(/^Admin #\d+$/));
    });

    // Checked through the admin REST rows: status, note, who and when.
    const login = await fetch(`${rig!.system.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]}`;
    const list = await fetch(`${rig!.system.url}/api/admin/chatbot/conversations?status=responded`, {
      headers: { cookie },
    });
    const conversations = (await list.json()) as {
      visitorEmail: string;
      adminNotes: string;
      respondedBy: number;
      respondedAt: string;
    }[];
    const answered = conversations.find((c) => c.visitorEmail === visitorEmail);
    expect(answered).toMatchObject({ adminNotes: 'Answered by e-mail: a try-on is 1 session.' });
    expect(answered!.respondedBy).toEqual(expect.any(Number));
    expect(Date.parse(answered!.respondedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it("an admin's reply arrives as an e-mail and shows in the visitor's conversation", async () => {
    const visitorEmail = `reply-${TAG}@example.com`;
    const answer = `A try-on costs 1 session (ref ${TAG}).`;
    await inBrowser(rig?.browser, rig?.system, 'support-reply-visitor', async (visitor) => {
      await visitor.goto('/');
      await visitor.getByRole('button', { name: 'Open support chat' }).click();
      const panel = visitor.getByRole('dialog', { name: 'Support chat' });
      await ask(visitor, 'Can I talk to a human?');
      const form = panel.getByRole('form', { name: 'Contact our team' });
      await form.getByLabel('Email').fill(visitorEmail);
      await form.getByLabel('Name').fill('Rita Reply');
      await form.getByRole('button', { name: 'Submit' }).click();
      await see(visitor.getByText('Email Captured'));

      await inBrowser(rig?.browser, rig?.system, 'support-reply-admin', async (page) => {
        await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
        await page.goto('/admin?tab=chatbot');
        const row = page.getByRole('row', { name: new RegExp(visitorEmail) });
        await row.getByRole('button', { name: /^Open conversation #/ }).click();
        const drawer = page.getByRole('dialog', { name: /^Conversation #/ });
        const reply = drawer.getByRole('form', { name: 'Reply to the visitor' });
        await reply.getByRole('textbox', { name: 'Reply' }).fill(answer);
        await reply.getByRole('button', { name: 'Send reply' }).click();
        await see(page.getByText('Reply Sent'));
        // The drawer shows it as the team's message, and the conversation as responded by this admin.
        await see(drawer.getByRole('listitem').filter({ hasText: answer }).getByText('Team'));
        await see(drawer.getByText(/^Admin #\d+$/));
      });

      const mail = await caughtMail(visitorEmail, /^Re: your message to AI Virtual Try-On support$/);
      expect(mail.text).toContain('Hi Rita Reply,');
      expect(mail.text).toContain(answer);
      expect(mail.text).toContain('use the chat again');
      const link = /https?:\/\/\S+\/\?chat=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
      expect(link).toBeDefined();

      // The visitor's open conversation shows the reply, marked as the team's, once the chat is opened again.
      await visitor.reload();
      await visitor.getByRole('button', { name: 'Open support chat' }).click();
      const team = panel.getByRole('listitem').filter({ hasText: answer });
      await see(team);
      await see(team.getByText('Support team'));

      // The mail's link opens the same conversation in a browser that never had it.
      await inBrowser(rig?.browser, rig?.system, 'support-reply-link', async (other) => {
        await other.goto(link!.replace(/^https?:\/\/[^/]+/, rig!.system.url));
        const opened = other.getByRole('dialog', { name: 'Support chat' });
        await see(opened.getByText('Can I talk to a human?'));
        await see(opened.getByRole('listitem').filter({ hasText: answer }).getByText('Support team'));
        expect(new URL(other.url()).searchParams.get('chat')).toBeNull();
      });
    });
  });
});
