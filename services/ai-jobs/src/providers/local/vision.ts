/**
 * The offline engine's two small neural networks, run with TensorFlow.js on its WebAssembly backend
 * (no native binary, no download): MoveNet SinglePose Lightning finds 17 body keypoints, MediaPipe
 * Selfie Segmentation gives a person mask. Both models are files in `services/ai-jobs/models/` (see the
 * NOTICE there), read from disk; the wasm binaries come from the installed `@tensorflow/tfjs-backend-wasm`
 * package. Nothing is fetched from a network, at install or at run time.
 *
 * Cost: the backend and both models load once per thread, lazily, on the first call (about 0.8 s,
 * about 120 MB); a warm pose takes 40-90 ms and a mask 20-60 ms on one core. The wasm backend runs on
 * the calling thread and blocks it while a model executes, so model calls are queued one at a time; a
 * job worker calls them only from the engine's own thread (thread.ts), never from its event loop.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import type { RawImage } from './image.js';
import type { Box } from './regions.js';

/** MoveNet's keypoints, in its output order. */
export const KEYPOINT_NAMES = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;
export type KeypointName = (typeof KEYPOINT_NAMES)[number];

/** A keypoint in image pixels with the model's confidence (0..1). */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

export type Pose = Record<KeypointName, Keypoint>;

/** A person mask at the image's size: 0 (background) .. 255 (person), one byte a pixel. */
export interface PersonMask {
  data: Uint8Array;
  width: number;
  height: number;
}

/** What the try-on and the edits need from the models. */
export interface Vision {
  /** `focus`: where the person probably is (the mask's largest blob), to look there first. */
  pose(img: RawImage, focus?: Box): Promise<Pose>;
  personMask(img: RawImage): Promise<PersonMask>;
}

/** Where the model files live: services/ai-jobs/models (from src/providers/local or dist/providers/local). */
export const MODEL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models');

// The TensorFlow.js modules, loaded on first use (they are CommonJS; imported dynamically so a process
// that never runs the offline engine never pays for them).
type Tf = typeof import('@tensorflow/tfjs-core');
type GraphModel = import('@tensorflow/tfjs-converter').GraphModel;

interface Engine {
  tf: Tf;
  movenet: GraphModel;
  selfie: GraphModel;
}

interface ModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

/** Reads a graph model (model.json plus its weight files) from disk: Node's fetch cannot read file://. */
async function loadModel(name: string): Promise<GraphModel> {
  const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
  const file = path.join(MODEL_DIR, `${name}.json`);
  const json = JSON.parse(await readFile(file, 'utf8')) as ModelJson;
  const parts = await Promise.all(
    json.weightsManifest.flatMap((g) => g.paths.map((p) => readFile(path.join(MODEL_DIR, p)))),
  );
  const weights = Buffer.concat(parts);
  const weightData = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
  return loadGraphModel({
    load: () =>
      Promise.resolve({
        modelTopology: json.modelTopology as object,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature as object,
        weightSpecs: json.weightsManifest.flatMap((g) => g.weights) as never,
        weightData,
      }),
  });
}

/** The process-wide error listeners, to undo the ones the Emscripten runtime adds (see startEngine). */
function errorListeners(): Set<unknown> {
  return new Set([...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')]);
}

async function startEngine(): Promise<Engine> {
  // The Emscripten runtime of the wasm backend adds process listeners that rethrow every uncaught
  // exception and unhandled rejection; the service has its own handling, so they are taken off again.
  const before = errorListeners();
  try {
    return await startBackend();
  } finally {
    for (const l of process.listeners('uncaughtException')) {
      if (!before.has(l)) process.removeListener('uncaughtException', l);
    }
    for (const l of process.listeners('unhandledRejection')) {
      if (!before.has(l)) process.removeListener('unhandledRejection', l);
    }
  }
}

async function startBackend(): Promise<Engine> {
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // The wasm binaries of the installed package (the default path is a CDN).
  const require = createRequire(import.meta.url);
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  wasm.setWasmPaths(wasmDir + path.sep);
  // One thread: the threaded build would need a worker per core and cross-origin isolation.
  wasm.setThreadsCount?.(1);
  if (!(await tf.setBackend('wasm'))) throw new Error('The WebAssembly backend did not start');
  await tf.ready();
  tf.enableProdMode();
  const [movenet, selfie] = await Promise.all([loadModel('movenet-lightning'), loadModel('selfie')]);
  return { tf, movenet, selfie };
}

let engine: Promise<Engine> | undefined;
/** The process's engine: started on the first call and kept (a failed start is tried again next time). */
function getEngine(): Promise<Engine> {
  engine ??= startEngine().catch((err: unknown) => {
    engine = undefined;
    throw err;
  });
  return engine;
}

// One model execution at a time: the wasm backend is single-threaded and each run blocks the event loop.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

const POSE_SIZE = 192;
const MASK_SIZE = 256;

/** Scales an image into a square of `size` (aspect kept, black bars), returning the pixels and mapping. */
async function letterbox(
  img: RawImage,
  size: number,
): Promise<{ data: Buffer; scale: number; padX: number; padY: number }> {
  const data = await sharp(img.data, {
    raw: { width: img.width, height: img.height, channels: img.channels },
  })
    .removeAlpha()
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0 }, kernel: 'linear' })
    .raw()
    .toBuffer();
  const side = Math.max(img.width, img.height);
  return { data, scale: side, padX: (side - img.width) / 2, padY: (side - img.height) / 2 };
}

async function runMovenet(e: Engine, pixels: Buffer): Promise<Float32Array> {
  return serial(async () => {
    const input = e.tf.tensor4d(Int32Array.from(pixels), [1, POSE_SIZE, POSE_SIZE, 3], 'int32');
    const out = e.movenet.execute(input) as import('@tensorflow/tfjs-core').Tensor;
    try {
      return Float32Array.from((await out.data()) as Float32Array);
    } finally {
      e.tf.dispose([input, out]);
    }
  });
}

/** Runs MoveNet on a square of the image (black outside it), returning keypoints in image pixels. */
async function poseInSquare(
  e: Engine,
  img: RawImage,
  crop: { left: number; top: number; size: number },
): Promise<Pose> {
  const pixels = await sharp(squareCrop(img, crop.left, crop.top, crop.size), {
    raw: { width: crop.size, height: crop.size, channels: 3 },
  })
    .resize(POSE_SIZE, POSE_SIZE, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return decodePose(await runMovenet(e, pixels), (x, y) => ({
    x: crop.left + x * crop.size,
    y: crop.top + y * crop.size,
  }));
}

/**
 * Finds the 17 keypoints of the (most prominent) person, in image pixels. With a `focus` box (where the
 * person mask is), one look at a square around it; otherwise (or when that finds nobody) a look at the
 * whole picture, then a closer one around the person it found.
 */
export async function detectPose(img: RawImage, focus?: Box): Promise<Pose> {
  const e = await getEngine();
  if (focus && focus.width > 8 && focus.height > 8) {
    const size = Math.round(Math.max(focus.width, focus.height) * 1.2);
    const crop = {
      left: Math.round(focus.left + focus.width / 2 - size / 2),
      top: Math.round(focus.top + focus.height / 2 - size / 2),
      size,
    };
    const pose = await poseInSquare(e, img, crop);
    if (meanScore(pose) >= 0.3) return pose;
  }
  const first = await letterbox(img, POSE_SIZE);
  let pose = decodePose(await runMovenet(e, first.data), (x, y) => ({
    x: x * first.scale - first.padX,
    y: y * first.scale - first.padY,
  }));
  // A second look at a square crop around the person found (MoveNet is sharper when the person fills it).
  const crop = cropAround(pose, img.width, img.height);
  if (crop) {
    const second = await poseInSquare(e, img, crop);
    if (meanScore(second) >= meanScore(pose) - 0.05) pose = second;
  }
  return pose;
}

function decodePose(k: Float32Array, map: (x: number, y: number) => { x: number; y: number }): Pose {
  const pose = {} as Pose;
  KEYPOINT_NAMES.forEach((name, i) => {
    const p = map(k[i * 3 + 1], k[i * 3]);
    pose[name] = { x: p.x, y: p.y, score: k[i * 3 + 2] };
  });
  return pose;
}

function meanScore(p: Pose): number {
  return KEYPOINT_NAMES.reduce((s, n) => s + p[n].score, 0) / KEYPOINT_NAMES.length;
}

/** The RGB pixels of a square of the image (black outside it). */
function squareCrop(img: RawImage, left: number, top: number, size: number): Buffer {
  const out = Buffer.alloc(size * size * 3);
  const c = img.channels;
  const x0 = Math.max(0, left);
  const x1 = Math.min(img.width, left + size);
  if (x1 <= x0) return out;
  for (let y = Math.max(0, top); y < Math.min(img.height, top + size); y++) {
    const d = ((y - top) * size + (x0 - left)) * 3;
    if (c === 3) {
      img.data.copy(out, d, (y * img.width + x0) * 3, (y * img.width + x1) * 3);
      continue;
    }
    for (let x = x0; x < x1; x++) {
      const o = (y * img.width + x) * c;
      const q = d + (x - x0) * 3;
      out[q] = img.data[o];
      out[q + 1] = img.data[o + 1];
      out[q + 2] = img.data[o + 2];
    }
  }
  return out;
}

/** A square around the confident keypoints with a margin, when the person is much smaller than the frame. */
function cropAround(
  pose: Pose,
  width: number,
  height: number,
): { left: number; top: number; size: number } | undefined {
  const pts = KEYPOINT_NAMES.map((n) => pose[n]).filter((p) => p.score > 0.3);
  if (pts.length < 6) return undefined;
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const size = Math.round(Math.max(x1 - x0, y1 - y0) * 1.35);
  if (size >= Math.max(width, height) * 0.85 || size < 32) return undefined;
  return {
    left: Math.round((x0 + x1) / 2 - size / 2),
    top: Math.round((y0 + y1) / 2 - size / 2),
    size,
  };
}

/** The person mask at the image's size (MediaPipe Selfie Segmentation, 256x256, scaled back up). */
export async function segmentPerson(img: RawImage): Promise<PersonMask> {
  const e = await getEngine();
  const pixels = await sharp(img.data, {
    raw: { width: img.width, height: img.height, channels: img.channels },
  })
    .removeAlpha()
    .resize(MASK_SIZE, MASK_SIZE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const values = await serial(async () => {
    const f = new Float32Array(pixels.length);
    for (let i = 0; i < pixels.length; i++) f[i] = pixels[i] / 255;
    const input = e.tf.tensor4d(f, [1, MASK_SIZE, MASK_SIZE, 3]);
    const out = e.selfie.execute(input) as import('@tensorflow/tfjs-core').Tensor;
    try {
      return Float32Array.from((await out.data()) as Float32Array);
    } finally {
      e.tf.dispose([input, out]);
    }
  });
  const small = Buffer.alloc(MASK_SIZE * MASK_SIZE);
  for (let i = 0; i < small.length; i++) small[i] = Math.round(Math.min(1, Math.max(0, values[i])) * 255);
  const { data, info } = await sharp(small, { raw: { width: MASK_SIZE, height: MASK_SIZE, channels: 1 } })
    .resize(img.width, img.height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 || data.length !== img.width * img.height)
    throw new Error('unexpected mask layout');
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: img.width,
    height: img.height,
  };
}

/** The models of this process (loaded on first use). */
export const localVision: Vision = { pose: detectPose, personMask: segmentPerson };
