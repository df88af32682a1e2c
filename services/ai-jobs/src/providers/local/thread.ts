/**
 * The offline engine on a thread of its own. TensorFlow.js' wasm backend and the pixel work run
 * synchronously for tens to hundreds of milliseconds at a time; on the job worker's event loop that
 * would hold NATS replies, job pickup and HTTP behind every try-on. Here the event loop only posts the
 * job's bytes and waits for the PNG.
 *
 * One thread, one job at a time (the wasm backend is single-threaded, so a second thread would only
 * double the models' memory). The thread starts on the first job, loads its models on the first job that
 * needs them and keeps both. An aborted job is answered at once; the thread stops it at its next step
 * through a shared flag, so the models stay loaded. A refusal arrives as the same `ProviderError` (kind,
 * message, detail). If the thread dies, its job fails as transient (to be retried) and the next job
 * starts a new one.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { ProviderError } from '../provider.js';
import type { EngineJob, EngineJobs } from './engine.js';

/** What the main thread sends: the job, its input and a one-int flag set to 1 to stop it. */
export interface JobRequest {
  id: number;
  job: EngineJob;
  input: EngineJobs[EngineJob];
  abort: SharedArrayBuffer;
}

/** A failure as it crosses the thread boundary. */
export type ThreadError =
  | { provider: true; kind: ProviderError['kind']; message: string; detail?: Record<string, unknown> }
  | { provider: false; message: string; stack?: string };

/** What the thread answers. */
export type JobReply =
  { id: number; ok: true; png: Uint8Array } | { id: number; ok: false; error: ThreadError };

/** Runs engine jobs somewhere: on the engine thread, or (tests, benchmark) on the caller's own. */
export interface EngineRunner {
  run<J extends EngineJob>(job: J, input: EngineJobs[J], signal: AbortSignal): Promise<Buffer>;
  close(): Promise<void>;
}

interface Task {
  id: number;
  job: EngineJob;
  input: EngineJobs[EngineJob];
  signal: AbortSignal;
  abort: Int32Array;
  resolve(png: Buffer): void;
  reject(err: unknown): void;
  settled: boolean;
  onAbort(): void;
}

export function abortedError(signal: AbortSignal): ProviderError {
  return new ProviderError('transient', 'aborted', undefined, { cause: signal.reason });
}

/** How to start a thread: a script's address, or (`eval`) the code of a small loader. */
export interface ThreadScript {
  url: URL | string;
  eval?: boolean;
}

/**
 * The worker script beside this module: the compiled JavaScript, or, when this module runs as TypeScript
 * (tests), a loader that registers tsx in the thread and then loads the TypeScript entry.
 */
function workerScript(): ThreadScript {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return { url: new URL('./engine.worker.js', self) };
  // tsx's require hook works inside a worker thread (Node 20 applies no module loader hooks there).
  const tsx = createRequire(self).resolve('tsx/cjs');
  const entry = fileURLToPath(new URL('./engine.worker.ts', self));
  return {
    url: `require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`,
    eval: true,
  };
}

export class EngineThread implements EngineRunner {
  private worker: Worker | undefined;
  private readonly queue: Task[] = [];
  private current: Task | undefined;
  private nextId = 1;
  private closed = false;

  /**
   * `script`: the worker to start (tests give one that misbehaves on purpose). `abortGraceMs`: how long a
   * cancelled job may take to reach its next step before the thread is stopped and replaced (a step takes
   * at most a few seconds on a busy machine; a thread that never answers would hold every later job).
   */
  constructor(
    private readonly script: ThreadScript = workerScript(),
    private readonly options: { abortGraceMs?: number } = {},
  ) {}

  run<J extends EngineJob>(job: J, input: EngineJobs[J], signal: AbortSignal): Promise<Buffer> {
    if (this.closed) {
      return Promise.reject(new ProviderError('transient', 'The offline engine is shut down'));
    }
    if (signal.aborted) return Promise.reject(abortedError(signal));
    return new Promise<Buffer>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        job,
        input,
        signal,
        abort: new Int32Array(new SharedArrayBuffer(4)),
        settled: false,
        resolve: (png) => {
          if (task.settled) return;
          task.settled = true;
          signal.removeEventListener('abort', task.onAbort);
          resolve(png);
        },
        reject: (err) => {
          if (task.settled) return;
          task.settled = true;
          signal.removeEventListener('abort', task.onAbort);
          reject(err);
        },
        onAbort: () => {
          // Running: the thread stops at its next step and its answer is dropped; waiting: it never starts.
          Atomics.store(task.abort, 0, 1);
          const waiting = this.queue.indexOf(task);
          if (waiting >= 0) this.queue.splice(waiting, 1);
          else if (this.current === task) this.stopIfStuck(task);
          task.reject(abortedError(signal));
        },
      };
      signal.addEventListener('abort', task.onAbort, { once: true });
      this.queue.push(task);
      this.pump();
    });
  }

  /** Stops the thread (its job fails as transient) and refuses further jobs. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new ProviderError('transient', 'The offline engine is shut down');
    for (const task of this.queue.splice(0)) task.reject(error);
    this.current?.reject(error);
    this.current = undefined;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  /** Whether the thread is running now (for tests). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const task = this.queue.shift();
    if (!task) {
      this.worker?.unref(); // an idle thread does not keep the process alive
      return;
    }
    this.current = task;
    const worker = this.thread();
    worker.ref();
    const request: JobRequest = {
      id: task.id,
      job: task.job,
      input: task.input,
      abort: task.abort.buffer as SharedArrayBuffer,
    };
    try {
      worker.postMessage(request);
    } catch (err) {
      this.finish(task, () =>
        task.reject(
          new ProviderError('invalid', 'The job could not be passed to the offline engine', undefined, {
            cause: err,
          }),
        ),
      );
    }
  }

  /** Stops the thread if the cancelled `task` still holds it after the grace period. */
  private stopIfStuck(task: Task): void {
    const timer = setTimeout(() => {
      if (this.current === task) void this.worker?.terminate(); // its exit fails nothing: the job is settled
    }, this.options.abortGraceMs ?? 30_000);
    timer.unref();
  }

  private finish(task: Task, settle: () => void): void {
    if (this.current !== task) return;
    this.current = undefined;
    settle();
    this.pump();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script.url, { eval: this.script.eval ?? false });
    worker.on('message', (reply: JobReply) => {
      const task = this.current;
      if (!task || task.id !== reply.id) return;
      this.finish(task, () => {
        if (reply.ok) task.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
        else task.reject(fromThread(reply.error));
      });
    });
    const died = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const task = this.current;
      if (task)
        this.finish(task, () =>
          task.reject(new ProviderError('transient', `The offline engine stopped: ${reason}`)),
        );
    };
    worker.on('error', (err) => died(err.message));
    worker.on('exit', (code) => died(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }
}

/** The error a thread's failure stands for: the same ProviderError, or an Error with the thread's stack. */
function fromThread(e: ThreadError): Error {
  if (e.provider) return new ProviderError(e.kind, e.message, e.detail);
  const err = new Error(e.message);
  if (e.stack) err.stack = e.stack;
  return err;
}
