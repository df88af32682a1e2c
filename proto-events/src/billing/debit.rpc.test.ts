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

  it('accepts a refinement chain of a result or of an upload, and nothing else', () => {
    const refine = { ...valid, actionType: 'refinement' };
    expect(debitRequestSchema.parse({ ...refine, refinementChain: 'gemini:42' }).refinementChain).toBe(
      'gemini:42',
    );
    expect(
      debitRequestSchema.parse({ ...refine, refinementChain: 'upload:/uploads/3/abc.png' }).refinementChain,
    ).toBe('upload:/uploads/3/abc.png');
    for (const bad of ['gemini:0', 'gemini:x', 'edit:4', 'upload:https://x.test/a.png', '', 'gemini:1 ']) {
      expect(debitRequestSchema.safeParse({ ...refine, refinementChain: bad }).success).toBe(false);
    }
    expect(
      debitResponseSchema.parse({
        ok: true,
        deductedFrom: null,
        charged: 0,
        balance: { subscriptionSessions: 0, topUpSessions: 0 },
        refinementNumber: 3,
      }),
    ).toMatchObject({ refinementNumber: 3 });
  });

  it("still parses an older caller's refinement number, and an uncharged answer", () => {
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
