// What a chat message asks for besides an answer: a person, a greeting, or that the last answer did not
// help. Plain patterns: the knowledge base answers the rest.

const HUMAN =
  /\b(human|humans|real person|live (agent|person|chat)|agent|representative|operator|customer service)\b|\b(talk|speak|chat|connect|transfer|put)\s+(me\s+)?(to|with|through to)\s+(someone|somebody|a person|a human|support|your team|the team|staff)\b|\bcontact (support|your team|the team)\b/i;

const UNHELPFUL =
  /\b(not|n't|nor)\s+(help|helpful|helping|useful|answer|answering|what i (asked|meant|need))\b|\b(unhelpful|useless|wrong answer|that's wrong|that is wrong|no that'?s not it|didn'?t answer)\b/i;

const GREETING =
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|help|thanks|thank you|thx|ok|okay)[\s!.?]*$/i;

/** The person asks to be put in touch with a human. */
export function wantsHuman(message: string): boolean {
  return HUMAN.test(message);
}

/** The person says the previous answer did not help. */
export function saysUnhelpful(message: string): boolean {
  return UNHELPFUL.test(message);
}

/** A greeting or a thank-you with no question in it. */
export function isSmallTalk(message: string): 'greeting' | 'thanks' | null {
  if (!GREETING.test(message.trim())) return null;
  return /thank|thx/i.test(message) ? 'thanks' : 'greeting';
}

/** The words of a message as the search corrects them: lower case letters and digits. */
export function words(message: string): string[] {
  return (message.toLowerCase().match(/[a-z0-9]+/g) ?? []).slice(0, 60);
}
