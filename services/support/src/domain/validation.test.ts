import { parseInput } from '@tryon/kit';
import {
  contactInput,
  conversationListInput,
  createConversationInput,
  replyInput,
  sendMessageInput,
  supportSettingsInput,
  updateConversationInput,
} from './validation.js';
import { emailListInput } from '../mail/mail-validation.js';

// The enum arguments (state, feedback, author, kind) beside the deprecated String ones they replace
// (status, feedbackType, role, type): either is taken, both only when they agree, and the deprecated ones
// keep their words.

const STATUS_WORDS = 'Invalid data: status must be one of new, reviewed, responded, resolved';

describe("the conversation list's filter", () => {
  it('takes state, or the deprecated status, or both when they agree', () => {
    expect(parseInput(conversationListInput, { state: 'responded' })).toBe('responded');
    expect(parseInput(conversationListInput, { status: 'reviewed' })).toBe('reviewed');
    expect(parseInput(conversationListInput, { state: 'new', status: 'new' })).toBe('new');
    expect(parseInput(conversationListInput, { state: null, status: null })).toBeUndefined();
    expect(parseInput(conversationListInput, {})).toBeUndefined();
  });

  it('refuses two different ones, and a status outside the set in the same words as before', () => {
    expect(() => parseInput(conversationListInput, { state: 'new', status: 'resolved' })).toThrow(
      'Invalid data: give state or status, not both',
    );
    expect(() => parseInput(conversationListInput, { status: 'closed' })).toThrow(STATUS_WORDS);
    expect(() => parseInput(conversationListInput, { status: '' })).toThrow(STATUS_WORDS);
    expect(() => parseInput(conversationListInput, { state: 'closed' })).toThrow(
      'Invalid data: state must be one of new, reviewed, responded, resolved',
    );
  });
});

describe("the admin's update of a conversation", () => {
  it('sets the state given as state or as status', () => {
    expect(parseInput(updateConversationInput, { id: 3, state: 'resolved' })).toEqual({
      id: 3,
      status: 'resolved',
    });
    expect(parseInput(updateConversationInput, { id: 3, status: 'reviewed', adminNotes: ' ok ' })).toEqual({
      id: 3,
      status: 'reviewed',
      adminNotes: 'ok',
    });
    expect(parseInput(updateConversationInput, { id: 3, adminNotes: 'x' }).status).toBeUndefined();
  });

  it('refuses two different ones and an unknown status', () => {
    expect(() => parseInput(updateConversationInput, { id: 3, state: 'new', status: 'resolved' })).toThrow(
      'Invalid data: give state or status, not both',
    );
    expect(() => parseInput(updateConversationInput, { id: 3, status: 'closed' })).toThrow(STATUS_WORDS);
  });
});

describe("the visitor's contact", () => {
  const contact = { id: 'conv_x', email: 'ann@example.com' };

  it('takes feedback or the deprecated feedbackType, a question when neither', () => {
    expect(parseInput(contactInput, { ...contact, feedback: 'bug_report' }).feedbackType).toBe('bug_report');
    expect(parseInput(contactInput, { ...contact, feedbackType: 'other' }).feedbackType).toBe('other');
    expect(parseInput(contactInput, { ...contact, feedback: null }).feedbackType).toBe('question');
    expect(parseInput(contactInput, contact)).toEqual({
      id: 'conv_x',
      email: 'ann@example.com',
      name: null,
      feedbackType: 'question',
    });
  });

  it('refuses two different ones, and a feedbackType outside the set in the same words as before', () => {
    expect(() =>
      parseInput(contactInput, { ...contact, feedback: 'question', feedbackType: 'other' }),
    ).toThrow('Invalid data: give feedback or feedbackType, not both');
    expect(() => parseInput(contactInput, { ...contact, feedbackType: 'praise' })).toThrow(
      'Invalid data: feedbackType must be one of question, feedback, bug_report, feature_request, other',
    );
  });
});

describe('the messages of a conversation', () => {
  const messages = (...list: object[]) => ({ messages: list });

  it('takes who wrote each as author or as the deprecated role', () => {
    expect(
      parseInput(
        createConversationInput,
        messages({ author: 'assistant', content: 'Hi' }, { role: 'user', content: 'Hello' }),
      ).messages,
    ).toEqual([
      { role: 'assistant', content: 'Hi' },
      { role: 'user', content: 'Hello' },
    ]);
    expect(
      parseInput(sendMessageInput, {
        message: 'and now?',
        conversationHistory: [{ author: 'user', role: 'user', content: 'this does not help' }],
      }).conversationHistory,
    ).toEqual([{ role: 'user', content: 'this does not help' }]);
  });

  it('refuses a message without an author, with two different ones, or with an unknown role', () => {
    expect(() => parseInput(createConversationInput, messages({ content: 'Hi' }))).toThrow(
      'Missing required field: author',
    );
    expect(() =>
      parseInput(createConversationInput, messages({ author: 'user', role: 'assistant', content: 'Hi' })),
    ).toThrow('Invalid data: give author or role, not both');
    expect(() => parseInput(createConversationInput, messages({ role: 'bot', content: 'Hi' }))).toThrow(
      'Invalid data: role must be user or assistant',
    );
  });
});

describe("the Mail view's filters", () => {
  it('take kind and state, or the deprecated type and status, and answer them as the table names them', () => {
    expect(parseInput(emailListInput, { kind: 'welcome', state: 'bounced' })).toEqual({
      limit: 100,
      offset: 0,
      type: 'welcome',
      status: 'bounced',
    });
    expect(parseInput(emailListInput, { type: 'invoice', status: 'sent', limit: 5 })).toEqual({
      limit: 5,
      offset: 0,
      type: 'invoice',
      status: 'sent',
    });
    expect(parseInput(emailListInput, { kind: 'marketing', type: 'marketing' }).type).toBe('marketing');
  });

  it('refuse two different ones, and values outside the sets in the same words as before', () => {
    expect(() => parseInput(emailListInput, { kind: 'welcome', type: 'invoice' })).toThrow(
      'Invalid data: give kind or type, not both',
    );
    expect(() => parseInput(emailListInput, { state: 'sent', status: 'failed' })).toThrow(
      'Invalid data: give state or status, not both',
    );
    expect(() => parseInput(emailListInput, { status: 'lost' })).toThrow(
      'Invalid data: status must be one of pending, sent, failed, bounced',
    );
    expect(() => parseInput(emailListInput, { type: 'spam' })).toThrow(
      'Invalid data: type must be one of low_balance, renewal_reminder, welcome, marketing, invoice',
    );
  });
});

describe('replyToChatConversation input', () => {
  it('takes a trimmed reply and an optional subject', () => {
    expect(parseInput(replyInput, { id: 3, message: '  Hello\nthere  ', subject: ' ' })).toEqual({
      id: 3,
      message: 'Hello\nthere',
      subject: null,
    });
  });

  it.each([
    [{ id: 3, message: '   ' }, 'Missing required field: message'],
    [{ id: 3 }, 'Missing required field: message'],
    [{ id: 0, message: 'x' }, 'Invalid data: id must be 1 or more'],
    [{ id: 3, message: 'x'.repeat(5001) }, 'Invalid data: message must be at most 5000 characters'],
    [
      { id: 3, message: 'x', subject: 's'.repeat(151) },
      'Invalid data: subject must be at most 150 characters',
    ],
  ])('refuses %j', (input, message) => {
    expect(() => parseInput(replyInput, input)).toThrow(message);
  });
});

describe('updateSupportSettings input', () => {
  it('keeps what is left out, clears what is empty, lower-cases addresses', () => {
    expect(
      parseInput(supportSettingsInput, {
        supportFrom: 'Help Desk <Help@Tryon.example>',
        teamInbox: '',
        sellerEmail: ' Billing@Tryon.example ',
        sellerName: null,
      }),
    ).toEqual({
      supportFrom: 'Help Desk <Help@Tryon.example>',
      teamInbox: null,
      sellerName: null,
      sellerAddress: undefined,
      sellerTaxId: undefined,
      sellerEmail: 'billing@tryon.example',
    });
    expect(parseInput(supportSettingsInput, { supportFrom: 'help@tryon.example' }).supportFrom).toBe(
      'help@tryon.example',
    );
  });

  it.each([
    [{ supportFrom: 'Help\r\nBcc: x@evil.example <help@tryon.example>' }, 'supportFrom must be one line'],
    [
      { supportFrom: 'Doe, John <help@tryon.example>' },
      'supportFrom must be an address, or a name and <address>',
    ],
    [{ supportFrom: 'a@b.example, c@d.example' }, 'supportFrom must be an address, or a name and <address>'],
    [{ supportFrom: 'Help Desk' }, 'supportFrom must be an address, or a name and <address>'],
    [{ teamInbox: 'team' }, 'teamInbox must be an e-mail address'],
    [{ sellerEmail: 'x@' }, 'sellerEmail must be an e-mail address'],
    [{ sellerName: 'Tryon\nLtd' }, 'sellerName must be one line'],
    [{ sellerAddress: 'a'.repeat(501) }, 'sellerAddress must be at most 500 characters'],
  ])('refuses %j', (input, message) => {
    expect(() => parseInput(supportSettingsInput, input)).toThrow(`Invalid data: ${message}`);
  });
});
