// The knowledge base a new installation starts with (written once by a migration; admins edit it from
// then on). Facts match the product: billing's plans and packs, ai-jobs' costs and refunds, media's limits.

export interface KnowledgeSeed {
  question: string;
  answer: string;
  category: string;
  keywords: string[];
}

export const KNOWLEDGE_SEED: KnowledgeSeed[] = [
  // ---- sessions and costs
  {
    category: 'sessions',
    question: 'What is a session?',
    answer:
      'A session is the unit you spend on the AI features. Generating an AI model uses 1 session, a virtual try-on uses 1 session, and refinements beyond those included with a result use 1 session each. Your balance is shown in the header.',
    keywords: ['session', 'credit', 'credits', 'unit', 'token', 'balance', 'spend', 'use'],
  },
  {
    category: 'sessions',
    question: 'How much does a virtual try-on cost?',
    answer:
      'A virtual try-on costs 1 session, whether you try on one garment or two at once. With a pack, a session costs between $0.50 (50 pack) and $0.70 (10 pack); on the Standard plan about $0.67.',
    keywords: ['cost', 'price', 'try-on', 'tryon', 'try', 'on', 'how', 'much', 'charge', 'pay'],
  },
  {
    category: 'sessions',
    question: 'How much does generating an AI model cost?',
    answer:
      'Generating an AI fashion model from attributes or from your own description costs 1 session. Saving the model to your gallery is free.',
    keywords: ['generate', 'generation', 'model', 'ai model', 'person', 'cost', 'price', 'create'],
  },
  {
    category: 'sessions',
    question: 'Do refinements cost sessions?',
    answer:
      'Each result includes free refinements: 3 on the Free and Standard plans, 5 on Pro. Every further edit of that result costs 1 session. An edit of a plain uploaded photo costs 1 session.',
    keywords: ['refine', 'refinement', 'edit', 'change', 'make it blue', 'included', 'free edits', 'cost'],
  },
  {
    category: 'sessions',
    question: 'How do I check my session balance?',
    answer:
      'Your balance is always in the header badge. The Subscription Management page shows your total, subscription and top-up sessions separately, and your usage history.',
    keywords: ['balance', 'check', 'left', 'remaining', 'how many', 'sessions', 'counter', 'usage'],
  },
  {
    category: 'sessions',
    question: 'What happens when I run out of sessions?',
    answer:
      'When your balance reaches 0 the app shows an upgrade window. You can buy a session pack, which never expires, or subscribe to a plan. Nothing you saved is lost.',
    keywords: ['run out', 'out of sessions', 'zero', 'empty', 'no sessions', 'none left', 'ran out'],
  },
  {
    category: 'sessions',
    question: 'Do sessions expire?',
    answer:
      'Sessions from packs (top-ups) never expire. Subscription sessions reset at the start of each billing period and do not roll over, so unused ones are lost at renewal. Subscription sessions are always spent first.',
    keywords: ['expire', 'expiry', 'roll over', 'rollover', 'reset', 'keep', 'lose', 'unused'],
  },
  {
    category: 'sessions',
    question: 'Which sessions are used first?',
    answer:
      'Subscription sessions are used first, then top-up sessions. That way your pack sessions, which never expire, are kept for later.',
    keywords: ['order', 'first', 'subscription sessions', 'top-up sessions', 'deducted', 'which'],
  },
  // ---- free trial, packs and plans
  {
    category: 'pricing',
    question: 'Is there a free trial?',
    answer:
      'Every new account gets 2 free sessions as a free trial, no card needed: enough to generate a model and try an outfit on it.',
    keywords: ['free', 'trial', 'try free', 'free sessions', 'new account', 'no card', 'sign up bonus'],
  },
  {
    category: 'pricing',
    question: 'What session packs can I buy?',
    answer:
      'Three packs: 10 sessions for $6.99, 25 sessions for $14.99 (save 10%) and 50 sessions for $24.99 (save 29%). Pack sessions never expire. Buy them on the Pricing page.',
    keywords: ['pack', 'packs', 'top-up', 'top up', 'buy', 'purchase', 'bundle', 'price', 'sessions'],
  },
  {
    category: 'pricing',
    question: 'What subscription plans are there?',
    answer:
      'Standard is $19.99 a month for 30 sessions every month, AI model generation, multi-garment try-on and 3 refinements per result. Pro is $49.99 a month for 100 sessions every month and 5 refinements per result. The Free plan has the 2 trial sessions and packs whenever you need them.',
    keywords: ['plan', 'plans', 'subscription', 'standard', 'pro', 'monthly', 'price', 'pricing', 'tiers'],
  },
  {
    category: 'pricing',
    question: 'Is there a discount for paying yearly?',
    answer:
      'Annual billing saves 20% against twelve monthly payments. Standard costs $191.90 a year and Pro $479.90 a year. You still get your sessions every month.',
    keywords: ['annual', 'yearly', 'year', 'discount', 'save', '20%', 'cheaper', 'billing period'],
  },
  {
    category: 'pricing',
    question: 'Which option is the cheapest per session?',
    answer:
      'The Standard plan costs about $0.67 per session if you use all 30 each month, Pro about $0.50, and the 50 pack $0.50 per session without any monthly commitment. Occasional users usually do best with packs.',
    keywords: ['cheapest', 'best value', 'per session', 'compare', 'which plan', 'recommend'],
  },
  {
    category: 'pricing',
    question: 'Can I have a subscription and packs at the same time?',
    answer:
      'You can have both: pack sessions add to your balance on top of your subscription and never expire. Subscription sessions are spent first.',
    keywords: ['both', 'subscription and pack', 'combine', 'together', 'top up with subscription'],
  },
  // ---- payments and billing
  {
    category: 'billing',
    question: 'How do I pay?',
    answer:
      'Payments are made by card through Stripe, a secure payment provider. We never see or store your card number. Choose a pack or plan on the Pricing page to go to checkout.',
    keywords: ['pay', 'payment', 'card', 'credit card', 'stripe', 'checkout', 'method', 'paypal'],
  },
  {
    category: 'billing',
    question: 'How do I cancel my subscription?',
    answer:
      'Open Subscription Management and choose Manage Billing to cancel. Your plan stays active until the end of the period you paid for, and your remaining sessions can be used until then. Pack sessions are never affected.',
    keywords: ['cancel', 'cancellation', 'stop', 'unsubscribe plan', 'end subscription', 'terminate'],
  },
  {
    category: 'billing',
    question: 'How do I change or upgrade my plan?',
    answer:
      'Open Subscription Management and choose Manage Billing to switch between Standard and Pro, monthly or annual. The new plan applies from your next period.',
    keywords: ['upgrade', 'downgrade', 'change plan', 'switch', 'pro', 'standard', 'move'],
  },
  {
    category: 'billing',
    question: 'Where can I find my invoices or receipts?',
    answer:
      'Stripe e-mails a receipt for every payment, and Manage Billing on the Subscription Management page lists your invoices to download.',
    keywords: ['invoice', 'invoices', 'receipt', 'receipts', 'bill', 'vat', 'tax', 'download'],
  },
  {
    category: 'billing',
    question: 'Can I get a refund?',
    answer:
      'Sessions spent on jobs that fail are refunded automatically. For a payment you did not intend or a problem with a purchase, ask for a person here and our team will look at it within one working day.',
    keywords: ['refund', 'money back', 'reimburse', 'charge back', 'return', 'wrong charge'],
  },
  {
    category: 'billing',
    question: 'My payment succeeded but I did not get my sessions',
    answer:
      'Sessions are added as soon as the payment provider confirms the payment, usually within seconds, and the header badge updates by itself. If they have not arrived after a few minutes, ask for a person here and we will check your payment.',
    keywords: [
      'payment',
      'not received',
      'missing sessions',
      'paid',
      'did not get',
      'no sessions after payment',
    ],
  },
  {
    category: 'billing',
    question: 'When will I be charged for my subscription?',
    answer:
      'A subscription is charged when you subscribe and then at the start of each period (monthly or yearly) until you cancel. Your sessions reset at the same time.',
    keywords: ['charged', 'renewal', 'renew', 'billing date', 'recurring', 'next payment', 'when'],
  },
  // ---- failed jobs and refunds
  {
    category: 'jobs',
    question: 'My try-on failed. Do I lose the session?',
    answer:
      'When a generation, try-on or refinement fails, the session it used is refunded to your balance automatically, exactly once, so a failed job does not cost you a session. You can simply try again.',
    keywords: ['failed', 'fail', 'error', 'lost session', 'did not work', 'refund', 'broken', 'stuck'],
  },
  {
    category: 'jobs',
    question: 'How long does a try-on take?',
    answer:
      'A try-on usually takes 15 to 30 seconds, and generating a model about as long. The status updates live on the screen; you can leave the page open while it works.',
    keywords: ['how long', 'time', 'slow', 'wait', 'seconds', 'duration', 'fast', 'taking long'],
  },
  // ---- how try-on and refinement work
  {
    category: 'features',
    question: 'How does virtual try-on work?',
    answer:
      'Choose a person (an AI model you generated or your own photo), add a garment photo, pick the category and press Try On. The AI dresses the person in the garment. You can add a second garment, for example a top and a bottom together.',
    keywords: ['how', 'virtual try-on', 'try on', 'tryon', 'works', 'use', 'garment', 'clothes', 'outfit'],
  },
  {
    category: 'features',
    question: 'How do I refine a result?',
    answer:
      'Under a result, type what to change in plain words, such as "make the jacket navy blue" or "change the background to white", and send it. Each result includes free refinements (3, or 5 on Pro).',
    keywords: ['refine', 'edit', 'change', 'instruction', 'plain words', 'make it', 'modify', 'adjust'],
  },
  {
    category: 'features',
    question: 'How do I generate an AI fashion model?',
    answer:
      'Open AI Models, choose gender, age group, ethnicity, build, hair, clothing style, pose and background, or describe the person in the Free Prompt tab, then press Generate. Save the model to use it for try-ons later.',
    keywords: ['generate', 'ai model', 'create model', 'attributes', 'prompt', 'person', 'fashion model'],
  },
  {
    category: 'features',
    question: 'Can I try on two garments at once?',
    answer:
      'Two garments can go on at once: in Virtual Try-On switch on the second garment and add, for example, a top and trousers. Both are put on the person in one try-on, which costs 1 session.',
    keywords: ['two garments', 'multiple', 'second garment', 'outfit', 'top and bottom', 'combine'],
  },
  {
    category: 'features',
    question: 'Where are my saved images?',
    answer:
      'Everything you save is in My Gallery: person images, clothing items and try-on results, each in its own tab. Your saved AI models are also on the dashboard under My Saved Models.',
    keywords: [
      'gallery',
      'saved',
      'find',
      'where',
      'results',
      'my images',
      'my photos',
      'my pictures',
      'my pics',
      'download',
      'history',
    ],
  },
  {
    category: 'features',
    question: 'How do I download a result?',
    answer:
      'Open the result in My Gallery or on the try-on screen and press Download. Results download as image files you may use freely.',
    keywords: ['download', 'save image', 'export', 'file', 'jpg', 'png', 'picture', 'photo'],
  },
  // ---- photo tips
  {
    category: 'photos',
    question: 'What photos give the best try-on results?',
    answer:
      'Use a well-lit, front-facing photo of one person standing, with the whole body or at least the upper body visible and arms not covering the torso. For garments, use a flat-lay or product photo on a plain background, without other clothes in the picture.',
    keywords: [
      'photo',
      'image',
      'pic',
      'tips',
      'best results',
      'quality',
      'picture',
      'lighting',
      'pose',
      'better',
      'bad result',
    ],
  },
  {
    category: 'photos',
    question: 'Which file types and sizes can I upload?',
    answer:
      'You can upload JPG, PNG or WEBP images up to 10 MB. Very large images are scaled down; the person should fill most of the frame.',
    keywords: [
      'upload',
      'file type',
      'format',
      'size',
      'limit',
      'mb',
      'jpg',
      'png',
      'webp',
      'too large',
      'photo',
      'picture',
      'image',
    ],
  },
  {
    category: 'photos',
    question: 'Why was my upload refused?',
    answer:
      'Uploads must be real JPG, PNG or WEBP images under 10 MB. A renamed file of another type, a damaged file or a very large image is refused with a message saying why.',
    keywords: [
      'upload failed',
      'refused',
      'rejected',
      'invalid file',
      'error upload',
      'cannot upload',
      'photo',
      'picture',
      'image',
    ],
  },
  // ---- privacy and deletion
  {
    category: 'privacy',
    question: 'Who can see my photos?',
    answer:
      "Your photos and images are private to you: no other user can see them. They are stored privately and served only to your signed-in account; our administrators can open them only to run the service, for example when you ask for help with a result. When an AI provider is switched on, a job's images are sent to it only to make the result you asked for.",
    keywords: [
      'privacy',
      'private',
      'who can see',
      'share',
      'public',
      'safe',
      'secure',
      'photos',
      'pictures',
      'pics',
      'images',
      'uploaded',
      'other people',
      'anyone else',
      'visible',
    ],
  },
  {
    category: 'privacy',
    question: 'How do I delete my photos?',
    answer:
      'In My Gallery, open an image and choose Delete. Deleted images are removed from storage once nothing you saved uses them.',
    keywords: ['delete', 'remove', 'photo', 'image', 'picture', 'pic', 'pics', 'erase', 'gallery'],
  },
  {
    category: 'privacy',
    question: 'How do I delete my account?',
    answer:
      'Ask for a person here or use the Contact page and say you want your account deleted. We delete the account and all its images and data within 30 days and confirm by e-mail.',
    keywords: ['delete account', 'close account', 'remove account', 'gdpr', 'erase data', 'forget me'],
  },
  {
    category: 'privacy',
    question: 'Do you use my photos to train AI?',
    answer:
      'Your photos and results are used only to produce the results you ask for and are never used to train models.',
    keywords: [
      'train',
      'training',
      'ai training',
      'use my data',
      'dataset',
      'machine learning',
      'pictures',
      'pics',
      'images',
    ],
  },
  // ---- account
  {
    category: 'account',
    question: 'How do I reset my password?',
    answer:
      'Password reset by e-mail is not available yet. If you cannot sign in, ask for a person here with the e-mail of your account and our team will help you get back in.',
    keywords: ['password', 'forgot', 'reset', 'cannot sign in', 'locked out', 'login problem'],
  },
  {
    category: 'account',
    question: 'How do I change my e-mail notifications?',
    answer:
      'Open Notification Settings from the user menu. You can switch e-mails off entirely or choose low-balance alerts, renewal reminders and marketing e-mails one by one, and set when a balance counts as low.',
    keywords: [
      'notifications',
      'email',
      'e-mail',
      'alerts',
      'unsubscribe',
      'emails',
      'settings',
      'stop emails',
    ],
  },
  {
    category: 'account',
    question: 'Is my account used on several devices?',
    answer:
      'Your account works on any device: sign in with the same e-mail and your balance, gallery and saved models are the same everywhere. Signing out on one device does not affect the others.',
    keywords: ['devices', 'phone', 'mobile', 'tablet', 'computer', 'sign in', 'multiple devices'],
  },
  {
    category: 'account',
    question: 'What does "Offline preview" mean on a result?',
    answer:
      '"Offline preview" means the result was made by the built-in offline engine instead of the AI provider, for example in a test installation without AI keys. It shows the idea but is not AI quality.',
    keywords: ['offline preview', 'offline', 'preview', 'label', 'not ai', 'quality'],
  },
];
