/**
 * Reads a JSON answer that carries images as base64 strings (Gemini's `inlineData.data`) without turning
 * megabytes into JavaScript strings: each long string value of a `"data"` key is decoded straight from the
 * answer's bytes, a slice at a time, into a Buffer kept in `decoded`, and replaced in the JSON by a short
 * placeholder (`INLINE_PREFIX` + a number) before the rest, a few hundred bytes, is parsed. A provider
 * answer of 1.6 MB otherwise costs a UTF-8 decode, a JSON parse, a base64 decode and a base64 round trip
 * of the whole text, and leaves two strings of its size behind for the garbage collector.
 */

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
 * Decodes canonical standard base64 (what Gemini sends) from `bytes[start, end)`; `null` when it is not
 * (wrong length, a character outside the alphabet: Node's decoder skips those, so fewer bytes come out).
 */
export function decodeBase64Bytes(bytes: Buffer, start: number, end: number): Buffer | null {
  const length = end - start;
  if (length === 0 || length % 4 !== 0) return null;
  const padding = (bytes[end - 1] === EQUALS ? 1 : 0) + (bytes[end - 2] === EQUALS ? 1 : 0);
  const expected = (length / 4) * 3 - padding;
  const out = Buffer.allocUnsafe(expected);
  let written = 0;
  for (let at = start; at < end; at += SLICE) {
    const slice = bytes.toString('latin1', at, Math.min(at + SLICE, end));
    // A slice that ends in padding before the last one is not canonical.
    if (at + SLICE < end && slice.includes('=')) return null;
    written += out.write(slice, written, 'base64');
  }
  if (written !== expected) return null;
  // Node also decodes the URL-safe '-' and '_' without complaint: not canonical standard base64.
  const dash = bytes.indexOf(0x2d, start);
  const underscore = bytes.indexOf(0x5f, start);
  if ((dash !== -1 && dash < end) || (underscore !== -1 && underscore < end)) return null;
  return out;
}

/**
 * Parses `body` (UTF-8 JSON); every string value of a `"data"` key longer than `MIN_INLINE` bytes and free
 * of escapes is decoded from base64 into `decoded` under its placeholder. A value that is not canonical
 * base64 is left in the JSON (the reader then judges it as before).
 */
export function parseInlineJson(body: Buffer, decoded: Map<string, Buffer>): unknown {
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
    const bytes = decodeBase64Bytes(body, start, end);
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

/**
 * A `fetch` whose successful JSON answers' `json()` is `parseInlineJson` into the map `decoded()` answers
 * for the call (none: the answer is parsed as usual).
 */
export function inlineJsonFetch(
  base: typeof fetch,
  decoded: () => Map<string, Buffer> | undefined,
): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    const into = decoded();
    if (!into || !res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return res;
    Object.defineProperty(res, 'json', {
      value: async () => parseInlineJson(Buffer.from(await res.arrayBuffer()), into),
    });
    return res;
  };
}
