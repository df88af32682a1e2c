/**
 * Reads a JSON answer that carries images as base64 strings (Gemini's `inlineData.data`) without turning
 * megabytes into JavaScript strings: each long string value of a `"data"` key is decoded straight from the
 * answer's bytes, a slice at a time, into a Buffer kept in `decoded`, and replaced in the JSON by a short
 * placeholder (`INLINE_PREFIX` + a number) before the rest, a few hundred bytes, is parsed. A provider
 * answer of 1.6 MB otherwise costs a UTF-8 decode, a JSON parse, a base64 decode and a base64 round trip
 * of the whole text, and leaves two strings of its size behind for the garbage collector.
 */

import type { Readable } from 'node:stream';
import { nodeBodyOf } from './request-fetch.js';

/** How a decoded value is named in the parsed answer. */
export const INLINE_PREFIX = '\u0000inline:';

/** Shorter string values are left in the JSON as they are. */
const MIN_INLINE = 1024;
/** Characters decoded per slice (a multiple of 4: slices decode independently). */
const SLICE = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const EQUALS = 0x3d;
const KEY = Buffer.from('"data"');

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Where decoded images are written: a buffer of at least `size` bytes from `take`, and `give` for one that
 * is no longer used (the image, or a part of it that starts at its beginning).
 */
export interface ImageMemory {
  take(size: number): Buffer;
  give(buffer: Buffer): void;
}

/** A new buffer for each image, left to the garbage collector. */
const NEW_BUFFERS: ImageMemory = { take: (size) => Buffer.allocUnsafe(size), give: () => undefined };

/**
 * Decodes canonical standard base64 (what Gemini sends) from `bytes[start, end)` into a buffer of
 * `memory`; `null` when it is not (wrong length, a character outside the alphabet: Node's decoder skips
 * those, so fewer bytes come out), the buffer then given back.
 */
export function decodeBase64Bytes(
  bytes: Buffer,
  start: number,
  end: number,
  memory: ImageMemory = NEW_BUFFERS,
): Buffer | null {
  const length = end - start;
  if (length === 0 || length % 4 !== 0) return null;
  // Node also decodes the URL-safe '-' and '_' without complaint: not canonical standard base64.
  const dash = bytes.indexOf(0x2d, start);
  const underscore = bytes.indexOf(0x5f, start);
  if ((dash !== -1 && dash < end) || (underscore !== -1 && underscore < end)) return null;
  const padding = (bytes[end - 1] === EQUALS ? 1 : 0) + (bytes[end - 2] === EQUALS ? 1 : 0);
  const expected = (length / 4) * 3 - padding;
  const out = memory.take(expected).subarray(0, expected);
  let written = 0;
  for (let at = start; at < end && written >= 0; at += SLICE) {
    const slice = bytes.toString('latin1', at, Math.min(at + SLICE, end));
    // A slice that ends in padding before the last one is not canonical.
    written = at + SLICE < end && slice.includes('=') ? -1 : written + out.write(slice, written, 'base64');
  }
  if (written !== expected) {
    memory.give(out);
    return null;
  }
  return out;
}

/**
 * Parses `body` (UTF-8 JSON); every string value of a `"data"` key longer than `MIN_INLINE` bytes and free
 * of escapes is decoded from base64 into `decoded` under its placeholder, in buffers of `memory`. A value
 * that is not canonical base64 is left in the JSON (the reader then judges it as before). Nothing it
 * answers points into `body`.
 */
export function parseInlineJson(
  body: Buffer,
  decoded: Map<string, Buffer>,
  memory: ImageMemory = NEW_BUFFERS,
): unknown {
  const pieces: Buffer[] = [];
  let copied = 0;
  let from = 0;
  for (;;) {
    const key = body.indexOf(KEY, from);
    if (key === -1) break;
    let at = key + KEY.length;
    while (isSpace(body[at])) at++;
    if (body[at] !== 0x3a /* : */) {
      from = key + 1;
      continue;
    }
    at++;
    while (isSpace(body[at])) at++;
    if (body[at] !== QUOTE) {
      from = at;
      continue;
    }
    const start = at + 1;
    const end = body.indexOf(QUOTE, start);
    if (end === -1) break;
    from = end + 1;
    if (end - start < MIN_INLINE) continue;
    const escape = body.indexOf(BACKSLASH, start);
    if (escape !== -1 && escape < end) continue;
    const bytes = decodeBase64Bytes(body, start, end, memory);
    if (!bytes) continue;
    const name = `${INLINE_PREFIX}${decoded.size}`;
    decoded.set(name, bytes);
    pieces.push(body.subarray(copied, start), Buffer.from(JSON.stringify(name).slice(1, -1)));
    copied = end;
  }
  if (!pieces.length) return JSON.parse(body.toString('utf8'));
  pieces.push(body.subarray(copied));
  return JSON.parse(Buffer.concat(pieces).toString('utf8'));
}

/** First size of a body buffer when the answer does not say its length. */
const FIRST_BODY_BYTES = 256 * 1024;

/**
 * The buffers answers' bodies are read into, kept for the next answers; also the {@link ImageMemory} the
 * images of an answer are decoded into when the caller says when it is done with them. An answer is
 * parsed as soon as it is read, and nothing parsed points into its bytes, so the buffer can be used again
 * at once. Reading hundreds of answers of a megabyte or more into a new buffer each makes as much garbage
 * outside the JavaScript heap, which V8 pays for with a full collection of the heap every 64 MB or so: a
 * worker with hundreds of jobs in flight spent a third of its CPU on that. At most `keep` buffers (two
 * per answer read at once: its body and its image) of at most `maxBytes` are kept.
 */
export class BodyBuffers implements ImageMemory {
  private readonly free: Buffer[] = [];

  constructor(
    private readonly keep = 8,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  /** Buffers kept for the next answers. */
  get kept(): number {
    return this.free.length;
  }

  /**
   * Reads `body` whole into a kept buffer (or a new one; grown as needed; `lengthHint` is the size it
   * probably has, 0 or absent when unknown). `bytes` is valid until `release`, which gives the buffer back.
   */
  async read(
    body: ReadableStream<Uint8Array> | Readable,
    lengthHint?: number,
  ): Promise<{ bytes: Buffer; release: () => void }> {
    let buffer = this.take(lengthHint && lengthHint > 0 ? lengthHint : 0);
    let size = 0;
    const add = (value: Uint8Array) => {
      if (size + value.length > buffer.length) {
        const bigger = Buffer.allocUnsafeSlow(Math.max(2 * buffer.length, size + value.length));
        buffer.copy(bigger, 0, 0, size);
        buffer = bigger; // the outgrown one is too small for such answers: not kept
      }
      buffer.set(value, size);
      size += value.length;
    };
    try {
      if ('getReader' in body) {
        const reader = body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            add(value);
          }
        } finally {
          reader.releaseLock();
        }
      } else {
        for await (const chunk of body) add(chunk as Buffer);
      }
    } catch (err) {
      this.give(buffer);
      throw err;
    }
    let released = false;
    return {
      bytes: buffer.subarray(0, size),
      release: () => {
        if (released) return;
        released = true;
        this.give(buffer);
      },
    };
  }

  /** The largest kept buffer if it holds `size` bytes (any, for 0), else a new one. */
  take(size: number): Buffer {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      if (best === -1 || this.free[i]!.length > this.free[best]!.length) best = i;
    }
    if (best !== -1 && this.free[best]!.length >= size) return this.free.splice(best, 1)[0]!;
    return Buffer.allocUnsafeSlow(size || FIRST_BODY_BYTES);
  }

  /** Keeps `buffer` (one {@link take} gave, or a part of it from its start) for the next reads. */
  give(buffer: Buffer): void {
    // `take` and `read` make buffers of their own memory (allocUnsafeSlow): the whole of it is the buffer.
    const whole = Buffer.from(buffer.buffer);
    if (whole.length > this.maxBytes || this.free.length >= this.keep) return;
    if (!this.free.some((b) => b.buffer === whole.buffer)) this.free.push(whole);
  }
}

/** Whoever uses a call's decoded images: `keep` holds `free` until done with them (false: done already). */
export interface ImageHolder {
  keep(free: () => void): boolean;
}

/**
 * A `fetch` whose successful JSON answers' `json()` is `parseInlineJson` into the map `decoded()` answers
 * for the call (none: the answer is parsed as usual); the body is read into one of `buffers`. When
 * `holder()` answers one for the call (the job runner's hold, kept until the result is in storage), the
 * images are decoded into `buffers` too and given back when it lets them go; else into new buffers.
 */
export function inlineJsonFetch(
  base: typeof fetch,
  decoded: () => Map<string, Buffer> | undefined,
  buffers: BodyBuffers = new BodyBuffers(),
  holder: () => ImageHolder | undefined = () => undefined,
): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    const into = decoded();
    if (!into || !res.ok || !res.body || !/json/i.test(res.headers.get('content-type') ?? '')) return res;
    const body = res.body;
    const hold = holder();
    Object.defineProperty(res, 'json', {
      value: async () => {
        const { bytes, release } = await buffers.read(
          nodeBodyOf(res) ?? body,
          Number(res.headers.get('content-length')),
        );
        try {
          if (!hold) return parseInlineJson(bytes, into);
          const before = new Set(into.keys());
          const parsed = parseInlineJson(bytes, into, buffers);
          for (const [name, image] of into) {
            if (before.has(name) || hold.keep(() => buffers.give(image))) continue;
            // Let go of already (the call was given up while its answer was read): a copy, not kept memory.
            into.set(name, Buffer.from(image));
            buffers.give(image);
          }
          return parsed;
        } finally {
          release();
        }
      },
    });
    return res;
  };
}
