import { DEBIT_SUBJECT } from './billing/debit.rpc.js';
import {
  REGISTER_RESULT_SUBJECT,
  RESOLVE_IMAGE_SUBJECT,
  SAVE_GEMINI_PERSON_SUBJECT,
} from './media/image.rpc.js';
import { isRpcSubject, rpcSubject } from './rpc.js';
import { STREAMS } from './streams.js';

/** Whether a stream subject pattern (with `*` and `>`) matches a literal subject. */
function captures(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

describe('request-reply subjects', () => {
  const all = [DEBIT_SUBJECT, RESOLVE_IMAGE_SUBJECT, REGISTER_RESULT_SUBJECT, SAVE_GEMINI_PERSON_SUBJECT];

  it('are all named rpc.<service>.<call>', () => {
    expect(DEBIT_SUBJECT).toBe('rpc.billing.debit');
    for (const subject of all) expect(isRpcSubject(subject)).toBe(true);
    expect(rpcSubject('media', 'resolve-image')).toBe(RESOLVE_IMAGE_SUBJECT);
  });

  it('refuses a subject of another form', () => {
    expect(() => rpcSubject('billing', 'rpc.debit')).toThrow(/Not a request-reply subject/);
    expect(() => rpcSubject('', 'debit')).toThrow();
    expect(isRpcSubject('billing.rpc.debit')).toBe(false);
  });

  it('are captured by no stream (a stream would answer the request with its ack)', () => {
    expect(captures('billing.>', 'billing.balance.changed.v1')).toBe(true);
    for (const stream of Object.values(STREAMS)) {
      for (const pattern of stream.subjects) {
        for (const subject of all)
          expect({ pattern, subject, hit: captures(pattern, subject) }).toMatchObject({ hit: false });
      }
    }
  });
});
