import { debitRequestSchema, debitResponseSchema } from './debit.rpc.js';

const valid = {
  userId: 3,
  actionType: 'virtual_tryon',
  cost: 1,
  idempotencyKey: 'job-1',
  geminiSessionId: null,
};

describe('debit request-reply contract', () => {
  it('accepts a valid request', () => {
    expect(debitRequestSchema.parse(valid)).toEqual(valid);
    expect(debitRequestSchema.parse({ ...valid, geminiSessionId: '42' }).geminiSessionId).toBe('42');
  });

  it.each([
    ['a zero cost', { cost: 0 }],
    ['a fractional cost', { cost: 1.5 }],
    ['an unknown action', { actionType: 'upscale' }],
    ['an empty key', { idempotencyKey: '' }],
    ['a bad user', { userId: 0 }],
    ['a missing geminiSessionId', { geminiSessionId: undefined }],
  ])('refuses %s', (_n, patch) => {
    expect(debitRequestSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });

  it('accepts a refinement number and an uncharged answer', () => {
    expect(
      debitRequestSchema.parse({ ...valid, actionType: 'refinement', refinementNumber: 2 }).refinementNumber,
    ).toBe(2);
    expect(debitRequestSchema.safeParse({ ...valid, refinementNumber: 0 }).success).toBe(false);
    expect(
      debitResponseSchema.parse({
        ok: true,
        deductedFrom: null,
        charged: 0,
        balance: { subscriptionSessions: 0, topUpSessions: 0 },
      }).ok,
    ).toBe(true);
  });

  it('parses both answers', () => {
    expect(
      debitResponseSchema.parse({
        ok: true,
        deductedFrom: 'top_up',
        charged: 1,
        balance: { subscriptionSessions: 0, topUpSessions: 1 },
      }).ok,
    ).toBe(true);
    expect(debitResponseSchema.parse({ ok: false, code: 'NO_SESSIONS' })).toEqual({
      ok: false,
      code: 'NO_SESSIONS',
    });
  });
});
