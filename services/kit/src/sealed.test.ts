import { openText, sealText } from './sealed.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('sealText / openText', () => {
  it('opens what it sealed, with the same secret or from a list that holds it', () => {
    const sealed = sealText(A, 'token-123');
    expect(sealed).not.toContain('token-123');
    expect(openText([A], sealed)).toBe('token-123');
    expect(openText([B, A], sealed)).toBe('token-123');
  });

  it('seals the same text differently each time', () => {
    expect(sealText(A, 'x')).not.toBe(sealText(A, 'x'));
  });

  it('answers null for another secret, an altered seal or garbage', () => {
    const sealed = sealText(A, 'token-123');
    expect(openText([B], sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[2] = body.toString('base64url');
    expect(openText([A], parts.join('.'))).toBeNull();
    expect(openText([A], 'nonsense')).toBeNull();
    expect(openText([A], '')).toBeNull();
  });
});
