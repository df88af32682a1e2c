/**
 * The engine thread's entry point (started by thread.ts): runs one job at a time with the thread's own
 * models, loaded on its first job and kept. A job stops at its next step once the main thread sets its
 * abort flag. Results go back as PNG bytes; failures as their kind, message and detail, so a refusal
 * reads the same on the other side.
 */
import { parentPort } from 'node:worker_threads';

import { ProviderError } from '../provider.js';
import { runEngineJob } from './engine.js';
import type { EngineJob, EngineJobs } from './engine.js';
import type { JobReply, JobRequest } from './thread.js';
import { localVision } from './vision.js';

/** Structured cloning turns Buffers into plain Uint8Arrays; the engine wants Buffers back. */
function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

async function run(request: JobRequest): Promise<{ reply: JobReply; transfer: ArrayBuffer[] }> {
  const flag = new Int32Array(request.abort);
  const checkpoint = () => {
    if (Atomics.load(flag, 0) !== 0) throw new ProviderError('transient', 'aborted');
  };
  try {
    const png = await runEngineJob(
      request.job,
      revive(request.input) as EngineJobs[EngineJob],
      localVision,
      checkpoint,
    );
    // A copy of its own, so the transfer cannot take a pooled buffer's neighbours along.
    const bytes = new Uint8Array(png);
    return { reply: { id: request.id, ok: true, png: bytes }, transfer: [bytes.buffer] };
  } catch (err) {
    const error =
      err instanceof ProviderError
        ? { provider: true as const, kind: err.kind, message: err.message, detail: err.detail }
        : {
            provider: false as const,
            message: err instanceof Error ? err.message : String(err),
            stack: err instanceof Error ? err.stack : undefined,
          };
    return { reply: { id: request.id, ok: false, error }, transfer: [] };
  }
}

const port = parentPort;
if (!port) throw new Error('engine.worker runs as a worker thread');
port.on('message', (request: JobRequest) => {
  void run(request).then(({ reply, transfer }) => {
    try {
      port.postMessage(reply, transfer);
    } catch {
      // A detail that cannot be cloned: the refusal still arrives, with its kind and message.
      if (!reply.ok && reply.error.provider)
        port.postMessage({ ...reply, error: { ...reply.error, detail: undefined } });
      else throw new Error('the engine could not send its answer');
    }
  });
});
