/**
 * The offline try-on's evaluation: runs the fitted try-on over the evaluation set in
 * `services/ai-jobs/test/fixtures/offline-eval` (see its README) and scores it:
 *
 * - keypoints: the share of the 12 body keypoints (shoulders, elbows, wrists, hips, knees, ankles) the
 *   pose model puts within 15% of the torso's length of the reference marks;
 * - coverage: the share of the marked torso region the fitted top covers;
 * - old garment left: the share of the marked torso region still showing the old top's colour after the
 *   try-on (measured against the same share before it).
 *
 * Used by the scored unit test and by `npm run bench`, which also writes a contact sheet.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';

import { decodeRgb } from './image.js';
import type { RawImage } from './image.js';
import { fittedTryOn } from './fitted.js';
import type { FittedOutput } from './fitted.js';
import type { Pose, Vision } from './vision.js';
import type { GarmentType, ImageData } from '../provider.js';

/** Where the evaluation set lives (from src/providers/local or dist/providers/local). */
export const EVAL_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/offline-eval',
);

type Pair = [[number, number], [number, number]];

export interface EvalPerson {
  file: string;
  width: number;
  height: number;
  oldTop?: { r: number; g: number; b: number };
  marks: Record<'shoulders' | 'elbows' | 'wrists' | 'hips' | 'knees' | 'ankles', Pair>;
  torso: [number, number][];
}

export const EVAL_GARMENTS: Readonly<Record<string, GarmentType>> = {
  'red-tee': 'top',
  'blue-trousers': 'bottom',
  'yellow-dress': 'full-body',
  'green-tank': 'top',
};

/** One person's scores. */
export interface PersonScore {
  file: string;
  /** Keypoints within tolerance, of 12. */
  keypointsWithin: number;
  /** Each keypoint's error as a share of the torso length, by name. */
  errors: Record<string, number>;
  /** Share of the marked torso covered by the red tee. */
  coverage: number;
  /** Share of the marked torso showing the old top's colour, before and after the try-on. */
  oldBefore: number;
  oldAfter: number;
  /** Wall time of each warm try-on of this person, ms. */
  ms: number[];
  /** CPU time of this process (all its threads: sharp's too) for each of those try-ons, ms. */
  cpuMs: number[];
  /** The refusal's message, when the try-on refused this photo. */
  refused?: string;
}

export interface EvalReport {
  people: PersonScore[];
  /** Fitted results by person file and garment name (PNG), for the contact sheet. */
  results: Map<string, Map<string, Buffer>>;
  poses: Map<string, Pose>;
}

/** Keypoint tolerance, as a share of the marked torso length (shoulder middle to hip middle). */
export const KEYPOINT_TOLERANCE = 0.15;

export async function loadEvalSet(): Promise<{ people: EvalPerson[] }> {
  return JSON.parse(await readFile(path.join(EVAL_DIR, 'cases.json'), 'utf8')) as { people: EvalPerson[] };
}

async function image(file: string): Promise<ImageData> {
  const data = await readFile(path.join(EVAL_DIR, file));
  return { data, mimeType: file.endsWith('.jpg') ? 'image/jpeg' : 'image/png' };
}

function insidePolygon(x: number, y: number, poly: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The pixels (indices) inside the marked torso, on the working image (`k` times the file's size). */
function torsoPixels(p: EvalPerson, w: number, h: number, k: number): number[] {
  const poly = p.torso.map(([x, y]) => [x * k, y * k] as [number, number]);
  const xs = poly.map((q) => q[0]);
  const ys = poly.map((q) => q[1]);
  const out: number[] = [];
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y < Math.min(h, Math.ceil(Math.max(...ys))); y++) {
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x < Math.min(w, Math.ceil(Math.max(...xs))); x++) {
      if (insidePolygon(x + 0.5, y + 0.5, poly)) out.push(y * w + x);
    }
  }
  return out;
}

/** Share of the pixels close to the colour (RGB distance under 60, or the same hue family when dark). */
function shareNear(img: RawImage, pixels: number[], c: { r: number; g: number; b: number }): number {
  let n = 0;
  for (const p of pixels) {
    const o = p * img.channels;
    if (Math.hypot(img.data[o] - c.r, img.data[o + 1] - c.g, img.data[o + 2] - c.b) < 60) n++;
  }
  return pixels.length ? n / pixels.length : 0;
}

function scaledMarks(marks: EvalPerson['marks'], k: number): EvalPerson['marks'] {
  const out = {} as EvalPerson['marks'];
  for (const [name, pair] of Object.entries(marks) as [keyof EvalPerson['marks'], Pair][]) {
    out[name] = [
      [pair[0][0] * k, pair[0][1] * k],
      [pair[1][0] * k, pair[1][1] * k],
    ];
  }
  return out;
}

const KEYS: [keyof EvalPerson['marks'], [keyof Pose, keyof Pose]][] = [
  ['shoulders', ['rightShoulder', 'leftShoulder']],
  ['elbows', ['rightElbow', 'leftElbow']],
  ['wrists', ['rightWrist', 'leftWrist']],
  ['hips', ['rightHip', 'leftHip']],
  ['knees', ['rightKnee', 'leftKnee']],
  ['ankles', ['rightAnkle', 'leftAnkle']],
];

/**
 * Scores the pose against the marks: each mark pair against the detected pair, matched by x order.
 * `scale`: the working image's size over the file's (the engine caps the long side at 1024 px).
 */
export function scoreKeypoints(
  pose: Pose,
  p: EvalPerson,
  scale = 1,
): { within: number; errors: Record<string, number> } {
  const m = scaledMarks(p.marks, scale);
  const torsoLen = Math.hypot(
    (m.hips[0][0] + m.hips[1][0]) / 2 - (m.shoulders[0][0] + m.shoulders[1][0]) / 2,
    (m.hips[0][1] + m.hips[1][1]) / 2 - (m.shoulders[0][1] + m.shoulders[1][1]) / 2,
  );
  let within = 0;
  const errors: Record<string, number> = {};
  for (const [name, [a, b]] of KEYS) {
    const found = [pose[a], pose[b]].sort((u, v) => u.x - v.x);
    m[name].forEach(([x, y], i) => {
      const e = Math.hypot(found[i].x - x, found[i].y - y) / torsoLen;
      errors[`${name}[${i}]`] = Math.round(e * 1000) / 1000;
      if (e <= KEYPOINT_TOLERANCE) within++;
    });
  }
  return { within, errors };
}

/**
 * Runs the evaluation: each person with each garment (the red tee scored), `repeat` timed runs of the
 * tee on each person after one warm-up.
 */
export async function runEvaluation(
  vision: Vision,
  repeat = 1,
  /** The garments to try (the red tee, which is scored, always). */
  only: readonly string[] = Object.keys(EVAL_GARMENTS),
): Promise<EvalReport> {
  const set = await loadEvalSet();
  const garments = new Map<string, ImageData>();
  for (const name of Object.keys(EVAL_GARMENTS)) garments.set(name, await image(`garment-${name}.png`));
  const tried = Object.entries(EVAL_GARMENTS).filter(([name]) => name === 'red-tee' || only.includes(name));
  const people: PersonScore[] = [];
  const results = new Map<string, Map<string, Buffer>>();
  const poses = new Map<string, Pose>();
  for (const p of set.people) {
    const person = await image(p.file);
    const before = await decodeRgb(person.data);
    const byGarment = new Map<string, Buffer>();
    let tee: FittedOutput | undefined;
    let failure: string | undefined;
    for (const [name, type] of tried) {
      try {
        const out = await fittedTryOn(person, [{ image: garments.get(name)!, garmentType: type }], vision);
        byGarment.set(name, out.png);
        if (name === 'red-tee') tee = out;
      } catch (err) {
        failure = (err as Error).message;
        byGarment.set(name, person.data);
      }
    }
    results.set(p.file, byGarment);
    if (!tee) {
      // A refusal on an evaluation photo scores nothing.
      const pose = await vision.pose(before);
      poses.set(p.file, pose);
      const { within, errors } = scoreKeypoints(pose, p, before.width / p.width);
      people.push({
        file: p.file,
        keypointsWithin: within,
        errors,
        coverage: 0,
        oldBefore: 0,
        oldAfter: 0,
        ms: [],
        cpuMs: [],
        refused: failure,
      });
      continue;
    }
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await fittedTryOn(person, [{ image: garments.get('red-tee')!, garmentType: 'top' }], vision);
      ms.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuMs.push((c.user + c.system) / 1000);
    }
    const out = tee;
    poses.set(p.file, out.pose);
    const k = out.width / p.width;
    const { within, errors } = scoreKeypoints(out.pose, p, k);
    const torso = torsoPixels(p, out.width, out.height, k);
    const alpha = out.garmentAlpha[0];
    const covered = torso.filter((q) => alpha[q] >= 128).length / Math.max(1, torso.length);
    const after = await decodeRgb(out.png);
    people.push({
      file: p.file,
      keypointsWithin: within,
      errors,
      coverage: Math.round(covered * 1000) / 1000,
      oldBefore: p.oldTop ? Math.round(shareNear(before, torso, p.oldTop) * 1000) / 1000 : 0,
      oldAfter: p.oldTop ? Math.round(shareNear(after, torso, p.oldTop) * 1000) / 1000 : 0,
      ms,
      cpuMs,
    });
  }
  return { people, results, poses };
}

/**
 * A contact sheet: one row a person (the photo with the found pose, then each garment fitted), with a
 * caption of the scores. Returns PNG bytes.
 */
export async function contactSheet(report: EvalReport): Promise<Buffer> {
  const cellW = 192;
  const cellH = 256;
  const garments = Object.keys(EVAL_GARMENTS);
  const cols = 1 + garments.length;
  const header = 24;
  const rows = report.people.length;
  const tiles: OverlayOptions[] = [];
  const labels: string[] = [];
  const esc = (s: string): string => s.replace(/[<>&]/g, '');
  ['photo + pose', ...garments].forEach((g, i) => {
    labels.push(
      `<text x="${i * cellW + 6}" y="16" font-size="13" font-family="sans-serif" fill="#222">${esc(g)}</text>`,
    );
  });
  for (let r = 0; r < rows; r++) {
    const score = report.people[r];
    const file = score.file;
    const photo = await readFile(path.join(EVAL_DIR, file));
    const meta = await sharp(photo).metadata();
    const pose = report.poses.get(file)!;
    const w = meta.width ?? 1;
    const h = meta.height ?? 1;
    // The pose is in the working image's pixels (long side capped at 1024).
    const k = Math.max(1, Math.max(w, h) / 1024);
    const dots = Object.values(pose)
      .filter((q) => q.score >= 0.3)
      .map((q) => `<circle cx="${q.x * k}" cy="${q.y * k}" r="${Math.max(4, w / 120)}" fill="#ff2d55"/>`)
      .join('');
    const overlay = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${dots}</svg>`,
    );
    const withPose = await sharp(photo)
      .composite([{ input: overlay }])
      .png()
      .toBuffer();
    const cells = [withPose, ...garments.map((g) => report.results.get(file)!.get(g)!)];
    for (let c = 0; c < cols; c++) {
      tiles.push({
        input: await sharp(cells[c])
          .resize(cellW, cellH, { fit: 'contain', background: '#ffffff' })
          .png()
          .toBuffer(),
        left: c * cellW,
        top: header + r * (cellH + 20),
      });
    }
    labels.push(
      `<text x="6" y="${header + r * (cellH + 20) + cellH + 14}" font-size="12" font-family="sans-serif" fill="#222">` +
        esc(
          `${file}: ${score.refused ? `refused (${score.refused}), ` : ''}keypoints ${score.keypointsWithin}/12, torso covered ${(score.coverage * 100).toFixed(0)}%, ` +
            `old top showing ${(score.oldBefore * 100).toFixed(0)}% before, ${(score.oldAfter * 100).toFixed(1)}% after`,
        ) +
        '</text>',
    );
  }
  const width = cols * cellW;
  const height = header + rows * (cellH + 20);
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels.join('')}</svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([...tiles, { input: text, left: 0, top: 0 }])
    .png()
    .toBuffer();
}
