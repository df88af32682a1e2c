import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { Busboy, type BusboyConfig, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { AppError } from '@tryon/kit';
import type { IncomingFile } from '../domain/upload.service.js';

export const MISSING_IMAGE = 'Missing required field: image';
export const NOT_MULTIPART = 'Upload failed: the request is not valid multipart data';

/** How an upload's body must arrive: its size, its pace and its total time. */
export interface UploadBodyLimits {
  /** Largest file accepted, in bytes (beyond it the file is cut short and marked truncated). */
  maxBytes: number;
  /** Fewest bytes per second the body must bring in, averaged over each `rateWindowMs`. */
  minBytesPerSecond: number;
  /** The window the rate is measured over; the first check is one window after the start. */
  rateWindowMs: number;
  /** Longest time the whole body may take to arrive. */
  maxMs: number;
}

/** Why a body was cut off before it ended: too slow a pace, too long in all, or the client went away. */
export type CutOff = 'too-slow' | 'too-long' | 'aborted';

export interface UploadBody {
  /**
   * The `image` file as soon as its part starts (null when the body ends without one). Its stream ends only
   * once the whole body has arrived with its closing boundary; it fails (the client's fault, a 400) when
   * the body ends without it, and when the body is cut off.
   */
  file: Promise<IncomingFile | null>;
  /** Why the body was cut off, if it was. */
  cutOff(): CutOff | undefined;
  /** Stops the clocks and reading (the request is answered). */
  stop(): void;
}

/**
 * Reads an upload's multipart body with busboy (the parser under @fastify/multipart, used directly so that
 * every error of the body is seen, whenever it comes): the first file part named `image` is handed on as
 * it streams in, other parts are skipped. A byte counter in front of the parser checks the pace every
 * `rateWindowMs` and a timer the total time; either cuts the body off (see `cutOff()`).
 */
export function readUploadBody(raw: IncomingMessage, limits: UploadBodyLimits): UploadBody {
  let bb: BusboyInstance;
  try {
    bb = Busboy({
      headers: raw.headers as BusboyConfig['headers'],
      limits: { fileSize: limits.maxBytes, files: 1, fields: 20, parts: 40, fieldSize: 64 * 1024 },
    });
  } catch (err) {
    // No boundary, or not multipart at all.
    return {
      file: Promise.reject(new AppError('VALIDATION', NOT_MULTIPART, { cause: err })),
      cutOff: () => undefined,
      stop: () => undefined,
    };
  }

  let received = 0;
  let checked = 0;
  let finished = false;
  let failure: CutOff | undefined;
  let out: PassThrough | undefined;
  let fileEnded = false;
  let settle: { resolve: (f: IncomingFile | null) => void; reject: (e: unknown) => void } | undefined;
  const file = new Promise<IncomingFile | null>((resolve, reject) => (settle = { resolve, reject }));
  // Settled at most once; later outcomes go to the file's stream.
  const answer = (f: IncomingFile | null | Error) => {
    const s = settle;
    settle = undefined;
    if (!s) return;
    if (f instanceof Error) s.reject(f);
    else s.resolve(f);
  };

  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      received += chunk.length;
      cb(null, chunk);
    },
  });

  const clocks = {
    pace: setInterval(() => {
      const minimum = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
      if (received - checked < minimum) cut('too-slow');
      checked = received;
    }, limits.rateWindowMs),
    total: setTimeout(() => cut('too-long'), limits.maxMs),
  };
  const stopClocks = () => {
    clearInterval(clocks.pace);
    clearTimeout(clocks.total);
  };

  function cut(why: CutOff) {
    if (finished || failure) return;
    failure = why;
    stopClocks();
    raw.unpipe(counter);
    counter.unpipe(bb);
    const err = new AppError('VALIDATION', `Upload cut off: ${why}`);
    out?.destroy(err);
    answer(err);
  }

  const endFile = () => {
    if (out && fileEnded && finished) out.end();
  };

  bb.on('file', (name: string, stream: BusboyFileStream) => {
    if (name !== 'image' || out) {
      stream.on('error', () => undefined);
      stream.resume();
      return;
    }
    const pass = new PassThrough();
    // Its reader (the upload's spool) sees the failure; nothing is left unhandled once it has stopped.
    pass.on('error', () => undefined);
    out = pass;
    stream.on('error', (err) => pass.destroy(err));
    stream.on('end', () => {
      fileEnded = true;
      endFile();
    });
    stream.pipe(pass, { end: false });
    answer({ stream: pass as Readable, truncated: () => stream.truncated });
  });
  bb.on('finish', () => {
    finished = true;
    stopClocks();
    endFile();
    answer(null);
  });
  // A body that ends without its closing boundary ("Unexpected end of multipart data"), or that is not
  // multipart: the file's stream fails (a 400 from the upload), or, before any file, a 400 here.
  bb.on('error', (err: Error) => {
    stopClocks();
    out?.destroy(err);
    answer(
      new AppError(
        'VALIDATION',
        /unexpected end/i.test(err.message) && !out ? MISSING_IMAGE : NOT_MULTIPART,
        { cause: err },
      ),
    );
  });
  raw.on('close', () => {
    if (!raw.complete) cut('aborted');
  });

  raw.pipe(counter).pipe(bb);
  return {
    file,
    cutOff: () => failure,
    stop() {
      stopClocks();
      if (!finished) {
        raw.unpipe(counter);
        counter.unpipe(bb);
      }
    },
  };
}

/** Uploads each person has open at once, at most `perPerson`. */
export class UploadSlots {
  private readonly open = new Map<number, number>();

  constructor(private readonly perPerson: number) {}

  /** A slot for `userId` (call the function to give it back), or null when all theirs are taken. */
  take(userId: number): (() => void) | null {
    const n = this.open.get(userId) ?? 0;
    if (n >= this.perPerson) return null;
    this.open.set(userId, n + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}
