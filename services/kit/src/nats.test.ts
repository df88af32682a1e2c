import { subjectCovers } from './nats.js';

describe('subjectCovers', () => {
  it('tells when a stream subject takes in another', () => {
    expect(subjectCovers('billing.>', 'billing.*.*.*')).toBe(true);
    expect(subjectCovers('billing.>', 'billing.balance.changed.v1')).toBe(true);
    expect(subjectCovers('billing.*.*', 'billing.a.b')).toBe(true);
    expect(subjectCovers('billing.*.*', 'billing.*.*')).toBe(true);
    expect(subjectCovers('billing.>', 'billing.>')).toBe(true);
  });

  it('does not claim what it leaves out', () => {
    expect(subjectCovers('billing.*.*.*', 'billing.>')).toBe(false);
    expect(subjectCovers('billing.>', 'billing')).toBe(false);
    expect(subjectCovers('billing.>', 'media.image.saved.v1')).toBe(false);
    expect(subjectCovers('billing.*', 'billing.a.b')).toBe(false);
    expect(subjectCovers('billing.a.*', 'billing.*.b')).toBe(false);
  });
});
