// The pages and footer a new installation starts with (written once by a migration; admins edit them from
// then on). Markdown; internal links are app paths. The page shows its content with its line breaks kept
// (business-admin-data, "Public content page"), so each paragraph and list item is one line here, however
// long: a newline inside one would show as a break. The page shows the title above the content, so the
// content does not open with it again.

export interface StarterPage {
  title: string;
  slug: string;
  metaDescription: string;
  content: string;
}

export const STARTER_PAGES: StarterPage[] = [
  {
    title: 'About',
    slug: 'about',
    metaDescription:
      'AI Virtual Try-On lets shoppers, retailers and designers generate fashion models, try garments on a person and refine the result in plain words.',
    content: `AI Virtual Try-On shows how clothes look on a person before anyone buys, sews or photographs them.

## What you can do
- **Generate AI models**: choose gender, age group, build, hair, pose and background, or describe the person in your own words, and get a realistic fashion model in seconds.
- **Try garments on**: put one garment, or a top and a bottom together, on an AI model or on your own photo.
- **Refine in plain words**: ask for changes such as "make the jacket navy blue" and see them applied to the result.
- **Keep everything in your gallery**: saved models, uploaded photos and try-on results stay private to your account.

## How sessions work
Every generation, try-on or paid refinement uses one session. New accounts get **2 free sessions** to try the product. After that you can buy a session pack that never expires, or subscribe to a monthly plan. A job that fails is refunded automatically. See [Pricing](/pricing) for the current packs and plans.

## Who we are
We are a small team of engineers and fashion people who believe trying clothes on should be fast, honest and private. Questions or ideas? [Contact us](/pages/contact).
`,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    metaDescription:
      'How AI Virtual Try-On collects, uses, stores and deletes your account data, photos and try-on results, and the choices you have.',
    content: `We keep this simple: your photos are yours, and we only use them to give you the results you ask for.

## What we collect
- **Account data**: your e-mail address, name (optional) and a hashed password. We never store your password itself.
- **Images you upload and results you create**: person photos, garment photos, generated models and try-on results.
- **Usage and billing records**: which actions used a session, your balance, and your purchases. Card details are handled by our payment provider, Stripe; we never see or store card numbers.

## How we use it
- To run the features you ask for: generating, trying on and refining images.
- To keep your balance and purchases correct, and to refund failed jobs.
- To send the e-mails you allow in Notification Settings (you can switch each type off at any time).

## Who can see your images
You, and no other user. Images are stored in private storage and served only to your signed-in account; our administrators can open them only to run the service, for example when you ask for help with a result. When an AI provider is enabled, the images of a job are sent to that provider only to produce the result you requested.

## Keeping and deleting
You can delete any saved image from your gallery at any time. To close your account and delete its data, write to us through the [Contact](/pages/contact) page; we complete deletion within 30 days.

## Cookies
We use one cookie to keep you signed in. We do not use advertising cookies.

## Changes
If this policy changes in a way that matters, we will tell you by e-mail or in the app before it applies.
`,
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    metaDescription:
      'The terms for using AI Virtual Try-On: accounts, sessions and payments, refunds, acceptable use of uploaded photos, and ownership of results.',
    content: `By creating an account or using AI Virtual Try-On you agree to these terms.

## Your account
Keep your password private; you are responsible for what happens under your account. You must be at least 16 years old to use the service.

## Sessions, payments and refunds
- Generations, try-ons and refinements beyond those included with a result each use one session.
- Session packs never expire. Subscription sessions reset at the start of each billing period and do not roll over.
- A job that fails is refunded to your balance automatically.
- Subscriptions renew until you cancel them from Subscription Management; cancelling stops the next renewal and keeps your sessions until the period ends.

## What you may upload
Only upload photos you have the right to use. Do not upload photos of other people without their consent, images of minors, or content that is illegal, sexual or hateful. We may remove such content and close accounts that break these rules.

## Your results
You own the images you upload and the results you create, and you may use them for personal or commercial purposes. AI results can contain mistakes; check them before you publish them.

## Availability
We work hard to keep the service running, but we cannot promise it will always be available or free of errors. Our liability is limited to the amount you paid us in the last 12 months.

## Contact
Questions about these terms? Reach us through the [Contact](/pages/contact) page.
`,
  },
  {
    title: 'Contact',
    slug: 'contact',
    metaDescription:
      'Get help with AI Virtual Try-On: ask the support assistant, or reach our team about billing, your account, privacy or partnerships.',
    content: `We are happy to help.

## Fastest: the support assistant
Open the chat button in the corner of any screen. It answers most questions about sessions, payments, try-on and refinement at once, and hands you over to a person when it cannot.

## Write to us
- **Support and billing**: support@example.com
- **Privacy and data deletion**: privacy@example.com
- **Retail and partnerships**: partners@example.com

We answer within one working day.

## Before you write
- Failed jobs are refunded automatically; check your balance on the [Subscription Management](/subscription-management) page.
- For better try-on results, use a well-lit, front-facing photo of the whole person and a garment photo on a plain background.
`,
  },
];

export interface StarterSection {
  title: string;
  items: { label: string; url: string }[];
}

export const STARTER_FOOTER: StarterSection[] = [
  {
    title: 'Product',
    items: [
      { label: 'Virtual Try-On', url: '/gemini-virtual-tryon' },
      { label: 'AI Models', url: '/gemini-generate' },
      { label: 'Pricing', url: '/pricing' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About', url: '/pages/about' },
      { label: 'Contact', url: '/pages/contact' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', url: '/pages/privacy-policy' },
      { label: 'Terms of Service', url: '/pages/terms-of-service' },
    ],
  },
];
