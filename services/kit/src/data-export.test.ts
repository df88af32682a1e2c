import { decodeExportPart, encodeExportPart, INLINE_EXPORT_PART_BYTES } from './data-export.js';

describe("a service's part of a data export", () => {
  it('travels as it is when small', () => {
    const part = { profile: { id: 1, email: 'a@b.co' }, sessions: [] };
    const answer = encodeExportPart(part);
    expect(answer).toEqual({ ok: true, part });
    expect(decodeExportPart(answer)).toEqual(part);
  });

  it('travels gzipped when large, well under a NATS message, and comes back whole', () => {
    const jobs = Array.from({ length: 20_000 }, (_, i) => ({
      id: i + 1,
      userId: 7,
      status: 'completed',
      resultUrl: `/uploads/results/7/${String(i).padStart(22, 'x')}.png`,
      createdAt: '2026-12-01T10:00:00.000Z',
    }));
    const part = { jobs };
    expect(JSON.stringify(part).length).toBeGreaterThan(2 * 1024 * 1024);
    const answer = encodeExportPart(part);
    expect(answer.part).toEqual({});
    expect(JSON.stringify(answer).length).toBeLessThan(INLINE_EXPORT_PART_BYTES * 2);
    expect(decodeExportPart(answer)).toEqual(part);
  });
});
