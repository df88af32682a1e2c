// 40 questions written for the retrieval test, worded as people write them (none is a seeded question;
// some misspelled). Each names the seeded entry (by its question) that answers it, or ESCALATE when the
// knowledge base does not cover it and the assistant should hand over to a person.

export const ESCALATE = 'ESCALATE';

export const HELD_OUT: { ask: string; expect: string }[] = [
  { ask: 'how much does a try-on cost', expect: 'How much does a virtual try-on cost?' },
  { ask: 'what is the price of one tryon?', expect: 'How much does a virtual try-on cost?' },
  {
    ask: 'how many sessions does generating a model take',
    expect: 'How much does generating an AI model cost?',
  },
  { ask: 'are edits free?', expect: 'Do refinements cost sessions?' },
  { ask: 'where do i see how many sessions i have left', expect: 'How do I check my session balance?' },
  { ask: 'i ran out of sessions, what now', expect: 'What happens when I run out of sessions?' },
  { ask: 'do my sessions expire at the end of the month?', expect: 'Do sessions expire?' },
  { ask: 'do unused subscription sessions roll over', expect: 'Do sessions expire?' },
  { ask: 'do you have a free trial', expect: 'Is there a free trial?' },
  { ask: 'how many free sessions do new users get', expect: 'Is there a free trial?' },
  { ask: 'what packs of sessions can i purchase', expect: 'What session packs can I buy?' },
  { ask: 'how much is the 50 session pack', expect: 'What session packs can I buy?' },
  { ask: 'what does the pro plan include', expect: 'What subscription plans are there?' },
  { ask: 'difference between standard and pro', expect: 'What subscription plans are there?' },
  { ask: 'is annual billing cheaper', expect: 'Is there a discount for paying yearly?' },
  { ask: 'can i pay with paypal', expect: 'How do I pay?' },
  { ask: 'how do i cancel my subscribtion', expect: 'How do I cancel my subscription?' },
  { ask: 'I want to upgrade to pro', expect: 'How do I change or upgrade my plan?' },
  { ask: 'where can i download my invoice', expect: 'Where can I find my invoices or receipts?' },
  { ask: 'can i get my money back', expect: 'Can I get a refund?' },
  {
    ask: 'i paid but the sessions are missing',
    expect: 'My payment succeeded but I did not get my sessions',
  },
  { ask: 'my tryon failed, did i lose a session?', expect: 'My try-on failed. Do I lose the session?' },
  {
    ask: 'the generation errored out, is the session refunded',
    expect: 'My try-on failed. Do I lose the session?',
  },
  { ask: 'how long does it take to get a result', expect: 'How long does a try-on take?' },
  { ask: 'how does the virtual tryon work', expect: 'How does virtual try-on work?' },
  { ask: 'how can i change the colour of the jacket in my result', expect: 'How do I refine a result?' },
  { ask: 'how to create an ai model', expect: 'How do I generate an AI fashion model?' },
  { ask: 'can i put a top and trousers on at the same time', expect: 'Can I try on two garments at once?' },
  { ask: 'where is my gallery', expect: 'Where are my saved images?' },
  { ask: 'any tips for getting better pictures', expect: 'What photos give the best try-on results?' },
  { ask: 'what is the max file size for uploads', expect: 'Which file types and sizes can I upload?' },
  { ask: 'can other people see my pictures', expect: 'Who can see my photos?' },
  { ask: 'how do i remove a photo from my gallery', expect: 'How do I delete my photos?' },
  { ask: 'please delete my account', expect: 'How do I delete my account?' },
  { ask: 'are my photos used for training your ai', expect: 'Do you use my photos to train AI?' },
  { ask: 'i forgot my pasword', expect: 'How do I reset my password?' },
  { ask: 'how do i stop the marketing emails', expect: 'How do I change my e-mail notifications?' },
  { ask: 'what is the weather in paris', expect: ESCALATE },
  { ask: 'do you ship the clothes to my home', expect: ESCALATE },
  { ask: 'can you recommend a restaurant', expect: ESCALATE },
];
