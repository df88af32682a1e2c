import { randomBytes } from 'node:crypto';
import {
  BodyBuffers,
  INLINE_PREFIX,
  decodeBase64Bytes,
  inlineJsonFetch,
  parseInlineJson,
} from './inline-json.js';

/** An answer shaped like Gemini's, with `data` as the image's text. */
const answer = (data: string, extra = '') =>
  Buffer.from(
    `{"candidates": [{"content": {"role": "model", "parts": [{"text": "here"}, {"inlineData": {"mimeType": "image/png", "data": ${JSON.stringify(data)}}}${extra}]}, "finishReason": "STOP"}], "modelVersion": "m"}`,
  );

type Parsed = {
  candidates: { content: { parts: { inlineData?: { data: string } }[] }; finishReason: string }[];
  modelVersion: string;
};

describe('parseInlineJson', () => {
  it('decodes a long base64 value from the bytes and parses the rest as JSON.parse does', () => {
    const image = randomBytes(200_000 + 1); // padded base64 (one '=' or two), spanning several slices
    const decoded = new Map<string, Buffer>();
    const parsed = parseInlineJson(answer(image.toString('base64')), decoded) as Parsed;
    const data = parsed.candidates[0]!.content.parts[1]!.inlineData!.data;
    expect(data.startsWith(INLINE_PREFIX)).toBe(true);
    expect(decoded.get(data)!.equals(image)).toBe(true);
    const plain = JSON.parse(answer('x').toString()) as Parsed;
    parsed.candidates[0]!.content.parts[1]!.inlineData!.data = 'x';
    expect(parsed).toEqual(plain);
  });

  it('decodes every image of an answer under its own name', () => {
    const [a, b] = [randomBytes(3000), randomBytes(4000)];
    const decoded = new Map<string, Buffer>();
    const second = `, {"inlineData": {"mimeType": "image/png", "data":"${b.toString('base64')}"}}`;
    const parsed = parseInlineJson(answer(a.toString('base64'), second), decoded) as Parsed;
    const names = parsed.candidates[0]!.content.parts.slice(1).map((p) => p.inlineData!.data);
    expect(names.map((n) => decoded.get(n))).toEqual([a, b]);
  });

  it('leaves short values and anything that is not canonical base64 to the strict decoder', () => {
    const text = randomBytes(3000).toString('base64');
    for (const data of [
      'aGVsbG8=', // short
      `${text.slice(0, 1000)}\n${text.slice(1000)}`, // a line break
      text.replace(/\+/g, '-').replace(/\//g, '_'), // the URL-safe alphabet
      `${text.slice(0, 1000)}!${text.slice(1001)}`, // a character outside the alphabet
      `${text.slice(0, 1000)}=${text.slice(1001)}`, // padding in the middle
      `${text}A`, // a length that is not a multiple of four
      `${text.slice(0, 1000)}\\/${text.slice(1002)}`, // an escape (JSON.stringify keeps it)
    ]) {
      const decoded = new Map<string, Buffer>();
      const parsed = parseInlineJson(answer(data), decoded) as Parsed;
      expect(decoded.size).toBe(0);
      expect(parsed.candidates[0]!.content.parts[1]!.inlineData!.data).toBe(data);
    }
  });

  it('throws on an answer that is not JSON, as JSON.parse does', () => {
    expect(() => parseInlineJson(Buffer.from('{"data": "abc'), new Map())).toThrow(SyntaxError);
    const image = randomBytes(3000).toString('base64');
    expect(() => parseInlineJson(Buffer.from(`{"data": "${image}", }`), new Map())).toThrow(SyntaxError);
  });
});

describe('decodeBase64Bytes', () => {
  it('decodes canonical base64 of every padding', () => {
    for (const n of [3, 4, 5, 300_000]) {
      const bytes = randomBytes(n);
      const text = Buffer.from(`"${bytes.toString('base64')}"`);
      expect(decodeBase64Bytes(text, 1, text.length - 1)!.equals(bytes)).toBe(true);
    }
  });
});

describe('decodeBase64Bytes into kept memory', () => {
  it('decodes into a buffer of the memory, and gives it back when the text is not canonical', () => {
    const buffers = new BodyBuffers(4);
    const bytes = randomBytes(100_000);
    const text = Buffer.from(`"${bytes.toString('base64')}"`);
    const image = decodeBase64Bytes(text, 1, text.length - 1, buffers)!;
    expect(image.equals(bytes)).toBe(true);
    expect(buffers.kept).toBe(0);
    buffers.give(image);
    expect(buffers.kept).toBe(1);
    buffers.give(image); // twice: still kept once
    expect(buffers.kept).toBe(1);
    // The same memory again, for an image of any size it holds.
    const again = decodeBase64Bytes(text, 1, 1 + 4000, buffers)!;
    expect(again.buffer).toBe(image.buffer);
    expect(again.equals(bytes.subarray(0, 3000))).toBe(true);
    buffers.give(again);
    const wrong = Buffer.from(`"${bytes.toString('base64').slice(0, 1000)}!${'A'.repeat(3)}"`);
    expect(decodeBase64Bytes(wrong, 1, wrong.length - 1, buffers)).toBeNull();
    expect(buffers.kept).toBe(1); // taken and given back
  });
});

describe('inlineJsonFetch', () => {
  it("decodes a successful JSON answer's images into the call's map, and leaves others alone", async () => {
    const image = randomBytes(5000);
    const body = answer(image.toString('base64'));
    const json = { 'content-type': 'application/json; charset=UTF-8' };
    let status = 200;
    const base = (async () =>
      new Response(new Uint8Array(body), { status, headers: json })) as unknown as typeof fetch;
    const decoded = new Map<string, Buffer>();
    const ok = (await (await inlineJsonFetch(base, () => decoded)('http://x')).json()) as Parsed;
    expect(decoded.get(ok.candidates[0]!.content.parts[1]!.inlineData!.data)).toEqual(image);

    status = 500;
    const failed = (await (await inlineJsonFetch(base, () => new Map())('http://x')).json()) as Parsed;
    expect(failed.candidates[0]!.content.parts[1]!.inlineData!.data).toBe(image.toString('base64'));
    status = 200;
    const outside = (await (await inlineJsonFetch(base, () => undefined)('http://x')).json()) as Parsed;
    expect(outside.candidates[0]!.content.parts[1]!.inlineData!.data).toBe(image.toString('base64'));
  });
});

describe('BodyBuffers', () => {
  /** A body that arrives in chunks of `size` bytes (the last may be shorter), failing at the end if asked. */
  const stream = (bytes: Buffer, size: number, fail?: Error) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.subarray(at, at + size));
        if (fail) controller.error(fail);
        else controller.close();
      },
    });

  it('reads a body whole, grows past its hint, and gives its buffer to the next answer', async () => {
    const buffers = new BodyBuffers(2);
    const first = randomBytes(100_000);
    const a = await buffers.read(stream(first, 7000), 1000); // the hint is too small: grown
    expect(a.bytes.equals(first)).toBe(true);
    a.release();
    a.release(); // harmless twice
    expect(buffers.kept).toBe(1);
    const second = randomBytes(50_000);
    const b = await buffers.read(stream(second, 4096));
    expect(b.bytes.equals(second)).toBe(true);
    expect(b.bytes.buffer === a.bytes.buffer).toBe(true); // the same memory, used again
    expect(buffers.kept).toBe(0);
    b.release();
  });

  it('keeps at most `keep` buffers of at most `maxBytes`, and keeps the buffer of a failed read', async () => {
    const buffers = new BodyBuffers(1, 64 * 1024);
    const big = await buffers.read(stream(randomBytes(200_000), 65536), 200_000);
    big.release();
    expect(buffers.kept).toBe(0); // larger than maxBytes: left to the garbage collector
    const [x, y] = await Promise.all([1, 2].map(() => buffers.read(stream(randomBytes(10), 10), 10)));
    x!.release();
    y!.release();
    expect(buffers.kept).toBe(1);
    await expect(buffers.read(stream(randomBytes(10), 5, new Error('reset')), 10)).rejects.toThrow('reset');
    expect(buffers.kept).toBe(1);
  });

  it("leaves an answer's images intact when its buffer is used again", async () => {
    const buffers = new BodyBuffers(1);
    const json = { 'content-type': 'application/json; charset=UTF-8' };
    const image = randomBytes(5000);
    const other = randomBytes(5000);
    const fetchOf = (bytes: Buffer) =>
      inlineJsonFetch(
        (async () => new Response(new Uint8Array(bytes), { headers: json })) as unknown as typeof fetch,
        () => decoded,
        buffers,
      );
    const decoded = new Map<string, Buffer>();
    const one = (await (await fetchOf(answer(image.toString('base64')))('http://x')).json()) as Parsed;
    const two = (await (await fetchOf(answer(other.toString('base64')))('http://x')).json()) as Parsed;
    expect(buffers.kept).toBe(1);
    expect(decoded.get(one.candidates[0]!.content.parts[1]!.inlineData!.data)).toEqual(image);
    expect(decoded.get(two.candidates[0]!.content.parts[1]!.inlineData!.data)).toEqual(other);
  });

  it("decodes the images into kept buffers while the call's holder keeps them, and frees them after", async () => {
    const buffers = new BodyBuffers(4);
    const json = { 'content-type': 'application/json; charset=UTF-8' };
    const image = randomBytes(50_000);
    const base = (async () =>
      new Response(new Uint8Array(answer(image.toString('base64'))), {
        headers: json,
      })) as unknown as typeof fetch;
    const frees: Array<() => void> = [];
    let done = false;
    const holder = { keep: (free: () => void) => !done && frees.push(free) > 0 };
    const decoded = new Map<string, Buffer>();
    const parsed = (await (
      await inlineJsonFetch(
        base,
        () => decoded,
        buffers,
        () => holder,
      )('http://x')
    ).json()) as Parsed;
    const kept = decoded.get(parsed.candidates[0]!.content.parts[1]!.inlineData!.data)!;
    expect(kept.equals(image)).toBe(true);
    expect(frees).toHaveLength(1);
    expect(buffers.kept).toBe(1); // the body's buffer, given back; the image's is held
    // Another answer meanwhile cannot take the held image's memory.
    const other = new Map<string, Buffer>();
    const second = (await (
      await inlineJsonFetch(
        base,
        () => other,
        buffers,
        () => undefined,
      )('http://x')
    ).json()) as Parsed;
    expect(other.get(second.candidates[0]!.content.parts[1]!.inlineData!.data)!.equals(image)).toBe(true);
    expect(kept.equals(image)).toBe(true);
    frees[0]!();
    expect(buffers.kept).toBe(2);

    // A holder already done: the image is a copy, and the kept buffers stay as many.
    done = true;
    const late = new Map<string, Buffer>();
    const third = (await (
      await inlineJsonFetch(
        base,
        () => late,
        buffers,
        () => holder,
      )('http://x')
    ).json()) as Parsed;
    const copy = late.get(third.candidates[0]!.content.parts[1]!.inlineData!.data)!;
    expect(copy.equals(image)).toBe(true);
    expect(buffers.kept).toBe(2);
    const reused = buffers.take(1);
    expect(reused.buffer === copy.buffer).toBe(false);
  });
});
