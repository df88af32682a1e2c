import { fakeResponse } from '../test-utils/fetch-mock';
import {
  ApiError,
  ERROR_CATALOGUE,
  FALLBACK_ERROR,
  describeError,
  extractErrorText,
  getErrorTitle,
  getFriendlyError,
  stripStatusPrefix,
  throwIfNotOk,
  toApiError,
} from './errors';

// One case per row of spec consumer-app section 8, in the table's order: [error text, message, has suggestion].
const ROWS: [string, string, boolean][] = [
  ['Invalid email or password', 'The email or password you entered is incorrect.', true],
  ['Email already exists', 'An account with this email already exists.', true],
  ['User not found', "We couldn't find an account with that email.", false],
  ['Authentication required', 'You need to sign in to continue.', false],
  ['Session expired', 'Your session has expired.', true],
  ['Forbidden', "You don't have permission to do that.", false],
  ['Admin access required', 'This action is only available to administrators.', false],
  ['Insufficient sessions', "You don't have enough sessions remaining.", true],
  ['Subscription required', 'An active subscription is needed for this feature.', false],
  ['Payment failed', "We couldn't process your payment.", false],
  ['Stripe is unreachable', 'There was an issue with the payment system.', false],
  ['Missing required field: email', 'Please fill in all required fields.', false],
  ['Invalid data', "Some information you entered isn't in the right format.", false],
  ['Password too short (minimum 8 characters)', 'Your password is too short.', true],
  ['Passwords do not match', "The passwords you entered don't match.", false],
  [
    'Password is too common: choose one that is harder to guess',
    'That password is one of the most common ones.',
    true,
  ],
  ['Password cannot be blank', 'Your password cannot be only spaces.', false],
  ['File too large', "The file you're trying to upload is too large.", true],
  ['Invalid file type', "This file type isn't supported.", true],
  ['Upload failed', "We couldn't upload your file.", false],
  ['AI generation failed', "The AI couldn't complete your request.", true],
  ['Image processing error', "We couldn't process your image.", false],
  ['Gemini returned an API error', 'Our AI service is temporarily unavailable.', false],
  ['Network error', 'Connection problem detected.', false],
  ['Request timeout', 'The request took too long.', false],
  ['Not found', "We couldn't find what you're looking for.", false],
  ['Item already exists', 'This item already exists.', false],
  ['Internal Server Error', 'Something went wrong on our end.', false],
  ['Service Unavailable', 'The service is temporarily unavailable.', false],
];

// The other wordings each row names ("a / b") map to the same message.
const VARIANTS: [string, string][] = [
  ['Invalid username or password', 'The email or password you entered is incorrect.'],
  ['User does not exist', "We couldn't find an account with that email."],
  ['Not authorized to view this', "You don't have permission to do that."],
  ['Permission denied', "You don't have permission to do that."],
  ['Admin privileges required', 'This action is only available to administrators.'],
  ['Insufficient credits', "You don't have enough sessions remaining."],
  ['Subscription not active', 'An active subscription is needed for this feature.'],
  ['Payment declined', "We couldn't process your payment."],
  ['Invalid format', "Some information you entered isn't in the right format."],
  ['Invalid email format', "Some information you entered isn't in the right format."],
  ['Size exceeds the limit', "The file you're trying to upload is too large."],
  ['Unsupported format', "This file type isn't supported."],
  ['AI processing failed', "The AI couldn't complete your request."],
  ['Image generation failed', "We couldn't process your image."],
  ['Image processing failed', "We couldn't process your image."],
  ['API error', 'Our AI service is temporarily unavailable.'],
  ['Network failed', 'Connection problem detected.'],
  ['Failed to fetch', 'Connection problem detected.'],
  ['The request timed out', 'The request took too long.'],
  ['Error 404', "We couldn't find what you're looking for."],
  ['Duplicate entry', 'This item already exists.'],
  ['Error 500', 'Something went wrong on our end.'],
  ['Error 503', 'The service is temporarily unavailable.'],
];

describe('the error catalogue', () => {
  it('has exactly one test case per row of the spec table', () => {
    expect(ROWS).toHaveLength(ERROR_CATALOGUE.length);
  });

  it.each(ROWS)('maps "%s" to "%s"', (text, message, hasSuggestion) => {
    const friendly = getFriendlyError(new Error(text));
    expect(friendly.message).toBe(message);
    expect(Boolean(friendly.suggestion)).toBe(hasSuggestion);
  });

  it.each(ROWS)('matches "%s" case-insensitively', (text, message) => {
    expect(getFriendlyError(text.toUpperCase()).message).toBe(message);
  });

  it.each(VARIANTS)('maps the variant "%s" to "%s"', (text, message) => {
    expect(getFriendlyError(new Error(text)).message).toBe(message);
  });

  it('gives the suggestions the spec names', () => {
    expect(getFriendlyError('Invalid email or password').suggestion).toMatch(/double-check/i);
    expect(getFriendlyError('Email already exists').suggestion).toMatch(/sign in instead/i);
    expect(getFriendlyError('Session expired').suggestion).toMatch(/sign in again/i);
    expect(getFriendlyError('Insufficient sessions').suggestion).toMatch(/upgrade.*purchase more sessions/i);
    expect(getFriendlyError('Password too short').suggestion).toMatch(/at least 8 characters/);
    expect(getFriendlyError('File too large').suggestion).toMatch(/under 10MB/);
    expect(getFriendlyError('Invalid file type').suggestion).toMatch(/JPG, PNG or WEBP/);
    expect(getFriendlyError('AI generation failed').suggestion).toMatch(
      /content restrictions.*different image or prompt/i,
    );
  });

  it('prefers the earlier, more specific row', () => {
    expect(getFriendlyError('Email already exists').message).toBe(
      'An account with this email already exists.',
    );
    expect(getFriendlyError('User not found').message).toBe("We couldn't find an account with that email.");
    expect(getFriendlyError('AI generation failed').message).toBe("The AI couldn't complete your request.");
  });

  it('maps every error text of the gateway contract (docs/contracts.md)', () => {
    expect(getFriendlyError('Invalid email or password').message).toBe(
      'The email or password you entered is incorrect.',
    );
    expect(getFriendlyError('Missing required field: password').message).toBe(
      'Please fill in all required fields.',
    );
    expect(getFriendlyError('Invalid email format').message).toBe(
      "Some information you entered isn't in the right format.",
    );
    expect(getFriendlyError('Password too short (minimum 8 characters)').message).toBe(
      'Your password is too short.',
    );
    expect(getFriendlyError('Email already exists').message).toBe(
      'An account with this email already exists.',
    );
    expect(getFriendlyError('Authentication required').message).toBe('You need to sign in to continue.');
    expect(getFriendlyError('Not found').message).toBe("We couldn't find what you're looking for.");
    expect(getFriendlyError('Too many sign-in attempts. Please try again later.')).toEqual({
      message: 'Too many sign-in attempts. Please try again later.',
    });
  });
});

describe('the fallback', () => {
  it.each([
    ['empty text', ''],
    ['text shorter than 3 characters', 'ab'],
    ['only capitals and underscores', 'UNAUTHENTICATED'],
    ['a machine code', 'NO_SESSIONS'],
  ])('uses the generic message for %s', (_case, text) => {
    expect(getFriendlyError(new Error(text))).toEqual(FALLBACK_ERROR);
    expect(FALLBACK_ERROR.message).toBe("Something didn't work as expected.");
    expect(FALLBACK_ERROR.suggestion).toMatch(/try again.*contact support/i);
  });

  it('otherwise shows the text with its first letter capitalised and no suggestion', () => {
    expect(getFriendlyError(new Error('something odd happened'))).toEqual({
      message: 'Something odd happened',
    });
  });

  it('handles values that are not errors', () => {
    expect(getFriendlyError(undefined)).toEqual(FALLBACK_ERROR);
    expect(getFriendlyError({ error: 'Email already exists' }).message).toBe(
      'An account with this email already exists.',
    );
  });
});

describe('the toast title', () => {
  it.each([
    ['auth', 'Authentication required', 'Sign In Failed'],
    ['login', 'Login is disabled', 'Sign In Failed'],
    ['401', '401: nope', 'Sign In Failed'],
    ['payment', 'Payment declined', 'Payment Issue'],
    ['upload', 'Upload failed', 'Upload Failed'],
    ['file', 'File too large', 'Upload Failed'],
    ['network', 'Network error', 'Connection Issue'],
    ['timeout', 'Request timeout', 'Connection Issue'],
    ['500', '500: oops', 'Server Error'],
    ['server', 'Internal Server Error', 'Server Error'],
    ['nothing known', 'Email already exists', 'Unable to Complete'],
  ])('keyword %s gives its title', (_keyword, text, title) => {
    expect(getErrorTitle(new Error(text))).toBe(title);
  });

  it('reads the HTTP status of an ApiError', () => {
    expect(getErrorTitle(new ApiError(401, 'Invalid email or password'))).toBe('Sign In Failed');
    expect(getErrorTitle(new ApiError(500, 'Oops'))).toBe('Server Error');
    expect(getErrorTitle(new ApiError(409, 'Email already exists'))).toBe('Unable to Complete');
  });

  it('describes an error as title plus message and suggestion lines', () => {
    expect(describeError(new ApiError(401, 'Invalid email or password'))).toEqual({
      title: 'Sign In Failed',
      description: [
        'The email or password you entered is incorrect.',
        'Please double-check your credentials and try again.',
      ],
    });
    expect(describeError(new Error('Not found'))).toEqual({
      title: 'Unable to Complete',
      description: ["We couldn't find what you're looking for."],
    });
  });
});

describe('turning a non-OK answer into an error', () => {
  it('takes the error field of a JSON body and keeps status and code', async () => {
    const error = await toApiError(
      fakeResponse({ status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHENTICATED' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('prefers the message field', async () => {
    const error = await toApiError(
      fakeResponse({ status: 400, body: { message: 'Invalid data', error: 'x' } }),
    );
    expect(error.message).toBe('Invalid data');
  });

  it('strips a leading three-digit status prefix', async () => {
    expect(
      (await toApiError(fakeResponse({ status: 500, body: { error: '500: Internal Server Error' } })))
        .message,
    ).toBe('Internal Server Error');
    expect((await toApiError(fakeResponse({ status: 400, body: '400: Upload failed' }))).message).toBe(
      'Upload failed',
    );
    expect(stripStatusPrefix('404: Not found')).toBe('Not found');
    expect(stripStatusPrefix('Version 2')).toBe('Version 2');
  });

  it('reads the legacy "{status}: {json}" form', () => {
    expect(extractErrorText('402: {"error":"Insufficient sessions","code":"NO_SESSIONS"}')).toBe(
      'Insufficient sessions',
    );
  });

  it('falls back to the status text for an empty or HTML body', async () => {
    expect((await toApiError(fakeResponse({ status: 503 }, 'Service Unavailable'))).message).toBe(
      'Service Unavailable',
    );
    expect(
      (await toApiError(fakeResponse({ status: 502, body: '<html>bad</html>' }, 'Bad Gateway'))).message,
    ).toBe('Bad Gateway');
    expect((await toApiError(fakeResponse({ status: 500 }))).message).toBe('500');
  });

  it('throwIfNotOk passes OK answers and throws the ApiError otherwise', async () => {
    await expect(throwIfNotOk(fakeResponse({ status: 200, body: {} }))).resolves.toBeUndefined();
    await expect(
      throwIfNotOk(fakeResponse({ status: 409, body: { error: 'Email already exists' } })),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Email already exists',
    });
  });
});
