import type { Db, Migration } from '@tryon/kit';
import { STARTER_PAGES } from '../domain/starter-content.js';

/**
 * The starter pages' content as 20261230000200_content_starter first wrote it, by slug: hard-wrapped at
 * about 110 characters (each newline shows as a line break on the page, so paragraphs came out ragged) and
 * opening with a heading that repeated the page title. Frozen here: never edit it.
 */
export const STARTER_CONTENT_V1: Record<string, string> = {
  about: `# About AI Virtual Try-On

AI Virtual Try-On shows how clothes look on a person before anyone buys, sews or photographs them.

## What you can do
- **Generate AI models**: choose gender, age group, build, hair, pose and background, or describe the
  person in your own words, and get a realistic fashion model in seconds.
- **Try garments on**: put one garment, or a top and a bottom together, on an AI model or on your own photo.
- **Refine in plain words**: ask for changes such as "make the jacket navy blue" and see them applied to the
  result.
- **Keep everything in your gallery**: saved models, uploaded photos and try-on results stay private to
  your account.

## How sessions work
Every generation, try-on or paid refinement uses one session. New accounts get **2 free sessions** to try
the product. After that you can buy a session pack that never expires, or subscribe to a monthly plan. A
job that fails is refunded automatically. See [Pricing](/pricing) for the current packs and plans.

## Who we are
We are a small team of engineers and fashion people who believe trying clothes on should be fast, honest
and private. Questions or ideas? [Contact us](/pages/contact).
`,
  'privacy-policy': `# Privacy Policy

We keep this simple: your photos are yours, and we only use them to give you the results you ask for.

## What we collect
- **Account data**: your e-mail address, name (optional) and a hashed password. We never store your
  password itself.
- **Images you upload and results you create**: person photos, garment photos, generated models and
  try-on results.
- **Usage and billing records**: which actions used a session, your balance, and your purchases. Card
  details are handled by our payment provider, Stripe; we never see or store card numbers.

## How we use it
- To run the features you ask for: generating, trying on and refining images.
- To keep your balance and purchases correct, and to refund failed jobs.
- To send the e-mails you allow in Notification Settings (you can switch each type off at any time).

## Who can see your images
Only you. Images are stored in private storage and served only to your signed-in account. When an AI
provider is enabled, the images of a job are sent to that provider only to produce the result you
requested.

## Keeping and deleting
You can delete any saved image from your gallery at any time. To close your account and delete its data,
write to us through the [Contact](/pages/contact) page; we complete deletion within 30 days.

## Cookies
We use one cookie to keep you signed in. We do not use advertising cookies.

## Changes
If this policy changes in a way that matters, we will tell you by e-mail or in the app before it applies.
`,
  'terms-of-service': `# Terms of Service

By creating an account or using AI Virtual Try-On you agree to these terms.

## Your account
Keep your password private; you are responsible for what happens under your account. You must be at
least 16 years old to use the service.

## Sessions, payments and refunds
- Generations, try-ons and refinements beyond those included with a result each use one session.
- Session packs never expire. Subscription sessions reset at the start of each billing period and do not
  roll over.
- A job that fails is refunded to your balance automatically.
- Subscriptions renew until you cancel them from Subscription Management; cancelling stops the next
  renewal and keeps your sessions until the period ends.

## What you may upload
Only upload photos you have the right to use. Do not upload photos of other people without their
consent, images of minors, or content that is illegal, sexual or hateful. We may remove such content and
close accounts that break these rules.

## Your results
You own the images you upload and the results you create, and you may use them for personal or
commercial purposes. AI results can contain mistakes; check them before you publish them.

## Availability
We work hard to keep the service running, but we cannot promise it will always be available or free of
errors. Our liability is limited to the amount you paid us in the last 12 months.

## Contact
Questions about these terms? Reach us through the [Contact](/pages/contact) page.
`,
  contact: `# Contact

We are happy to help.

## Fastest: the support assistant
Open the chat button in the corner of any screen. It answers most questions about sessions, payments,
try-on and refinement at once, and hands you over to a person when it cannot.

## Write to us
- **Support and billing**: support@example.com
- **Privacy and data deletion**: privacy@example.com
- **Retail and partnerships**: partners@example.com

We answer within one working day.

## Before you write
- Failed jobs are refunded automatically; check your balance on the
  [Subscription Management](/subscription-management) page.
- For better try-on results, use a well-lit, front-facing photo of the whole person and a garment photo
  on a plain background.
`,
};

/**
 * Rewrites the starter pages to the current starter content (one line per paragraph or list item, no
 * heading repeating the title), each only where its content is still exactly what the starter migration
 * wrote: a page an admin has edited (or deleted) is left as it is. Down puts the old text back on the
 * pages that still hold the new one.
 */
/** Moves each starter page from one text to the other, only where it still holds the text it moves from. */
async function rewrite(db: Db, direction: 'up' | 'down'): Promise<void> {
  for (const page of STARTER_PAGES) {
    const old = STARTER_CONTENT_V1[page.slug];
    if (old === undefined || old === page.content) continue;
    const [from, to] = direction === 'up' ? [old, page.content] : [page.content, old];
    await db('content_pages')
      .where({ slug: page.slug, content: from })
      .update({ content: to, updatedAt: db.fn.now() });
  }
}

export const contentStarterPagesReflow: Migration = {
  name: '20270201000100_content_starter_pages_reflow',
  up: (db) => rewrite(db, 'up'),
  down: (db) => rewrite(db, 'down'),
};
