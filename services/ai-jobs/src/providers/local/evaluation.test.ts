/**
 * The scored test of the offline try-on on the evaluation set (test/fixtures/offline-eval): keypoints
 * against the reference marks, the red tee's coverage of the marked torso, and what is left of the old
 * top. The figures themselves are in docs/benchmarks.md ("Offline engine"); the thresholds here sit a
 * little below them, so a change that makes the fit clearly worse fails.
 */
import { KEYPOINT_TOLERANCE, runEvaluation } from './evaluation.js';
import type { EvalReport } from './evaluation.js';
import { localVision } from './vision.js';

let report: EvalReport;

beforeAll(async () => {
  report = await runEvaluation(localVision, 0, ['red-tee']);
}, 300_000);

describe('the offline try-on on the evaluation set', () => {
  it('refuses none of the nine people', () => {
    expect(report.people).toHaveLength(9);
    expect(report.people.filter((p) => p.refused).map((p) => p.file)).toEqual([]);
  });

  it(`finds at least 90% of the body keypoints within ${KEYPOINT_TOLERANCE * 100}% of the torso length`, () => {
    const within = report.people.reduce((n, p) => n + p.keypointsWithin, 0);
    expect(within / (12 * report.people.length)).toBeGreaterThanOrEqual(0.9);
    // The anchors of a top - shoulders and hips - on every photo where they show.
    for (const p of report.people) {
      for (const k of ['shoulders[0]', 'shoulders[1]'])
        expect([p.file, k, p.errors[k] <= 0.15]).toEqual([p.file, k, true]);
    }
  });

  it('covers at least 85% of the marked torso with the new top on every photo', () => {
    for (const p of report.people) expect([p.file, p.coverage >= 0.85]).toEqual([p.file, true]);
  });

  it('leaves at most 5% of the marked torso in the old top colour', () => {
    for (const p of report.people) expect([p.file, p.oldAfter <= 0.05]).toEqual([p.file, true]);
  });
});
