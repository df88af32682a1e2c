import { z } from 'zod';
import { AppError } from './errors.js';
import { ConversationStatus } from '@tryon/proto-events';
import { eitherOf, oneOf, parseInput } from './validation.js';

const schema = z.object({
  email: z.string().trim(),
  age: z.number().int().min(18, 'Invalid format: age must be 18 or more').default(30),
});

/** The AppError a call throws (fails the test when it throws nothing or something else). */
function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a throw');
}

describe('parseInput', () => {
  it('answers the parsed value (trimmed, defaults filled in)', () => {
    expect(parseInput(schema, { email: '  a@b.co ' })).toEqual({ email: 'a@b.co', age: 30 });
  });

  it('throws VALIDATION naming a missing field', () => {
    const err = thrown(() => parseInput(schema, { age: 20 }));
    expect(err.code).toBe('VALIDATION');
    expect(err.status).toBe(400);
    expect(err.message).toBe('Missing required field: email');
  });

  it("keeps a schema's own wording and words type errors for the catalogue", () => {
    expect(thrown(() => parseInput(schema, { email: 'a', age: 3 })).message).toBe(
      'Invalid format: age must be 18 or more',
    );
    expect(thrown(() => parseInput(schema, { email: 5 })).message).toBe(
      'Invalid format: email must be string',
    );
  });

  it('refuses a missing body as a whole (callers wanting field names pass `input ?? {}`)', () => {
    expect(thrown(() => parseInput(schema, undefined)).message).toBe('Missing required field: body');
  });

  it('parses non-object schemas too', () => {
    const category = z.enum(['person', 'clothing']).nullish();
    expect(parseInput(category, undefined)).toBeUndefined();
    expect(thrown(() => parseInput(category, 'hats')).code).toBe('VALIDATION');
  });
});

describe('parseInput and NUL characters', () => {
  it('refuses a NUL anywhere in the input, naming the field, before the schema runs', () => {
    expect(thrown(() => parseInput(schema, { email: 'a\u0000@b.co' })).message).toBe(
      'Invalid format: email must not contain NUL characters',
    );
    const nested = z.object({ input: z.object({ tags: z.array(z.string()) }) });
    const err = thrown(() => parseInput(nested, { input: { tags: ['ok', 'bad\u0000'] } }));
    expect([err.code, err.message]).toEqual([
      'VALIDATION',
      'Invalid format: input.tags.1 must not contain NUL characters',
    ]);
    expect(thrown(() => parseInput(z.string(), '\u0000')).message).toBe(
      'Invalid format: text must not contain NUL characters',
    );
    expect(parseInput(schema, { email: 'a@b.co' })).toEqual({ email: 'a@b.co', age: 30 });
  });
});

describe('closed sets and the expand phase of an enum', () => {
  const schema = z
    .object({ state: oneOf('state', ConversationStatus), status: oneOf('status', ConversationStatus) })
    .transform(({ state, status }, ctx) => eitherOf(ctx, ['state', state], ['status', status]));

  it('takes the new field, the deprecated one, or both when they agree', () => {
    expect(parseInput(schema, { state: 'new' })).toBe('new');
    expect(parseInput(schema, { status: 'resolved' })).toBe('resolved');
    expect(parseInput(schema, { state: 'reviewed', status: 'reviewed' })).toBe('reviewed');
    expect(parseInput(schema, { state: null })).toBeUndefined();
  });

  it('refuses two different values, and a value outside the set, in the catalogue words', () => {
    expect(() => parseInput(schema, { state: 'new', status: 'resolved' })).toThrow(
      'Invalid data: give state or status, not both',
    );
    expect(() => parseInput(schema, { status: 'closed' })).toThrow(
      'Invalid data: status must be one of new, reviewed, responded, resolved',
    );
  });
});
