// End to end (issue 12, support): the real system started by the launcher (offline, no Gemini key: the
// knowledge base answers) with a seeded admin, in Chromium. A visitor on the landing page opens the chat
// widget, asks "how much does a try-on cost" and gets the knowledge base's answer; asks for a human, fills
// the contact form and is thanked. The admin sees the conversation appear live in the Chatbot tab, opens
// it, sets it responded with a note.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
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
});
