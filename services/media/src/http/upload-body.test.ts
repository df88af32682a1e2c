import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { readUploadBody, UploadSlots } from './upload-body.js';

const B = 'unit-boundary';
const head = `--${B}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n\r\n`;
const limits = { maxBytes: 1024, minBytesPerSecond: 0, rateWindowMs: 1000, maxMs: 60_000 };

/** A request body the test writes, with the headers busboy reads. */
function request(): IncomingMessage & PassThrough {
  const raw = new PassThrough() as unknown as IncomingMessage & PassThrough;
  raw.headers = { 'content-type': `multipart/form-data; boundary=${B}` };
  // As node:http marks a body that came whole.
  raw.on('end', () => (raw.complete = true));
  return raw;
}

const collect = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('readUploadBody', () => {
  it('hands on the image once the closing boundary has come', async () => {
    const raw = request();
    const body = readUploadBody(raw, limits);
    raw.end(`${head}hello\r\n--${B}--\r\n`);
    const file = await body.file;
    expect(await collect(file!.stream)).toBe('hello');
    body.stop();
  });

  it.each([
    ['inside the file', `${head}hel`],
    ['after the file', `${head}hello\r\n--${B}\r\n`],
  ])('fails the file stream when the body ends %s without its closing boundary', async (_n, text) => {
    const raw = request();
    const body = readUploadBody(raw, limits);
    raw.end(text);
    const file = await body.file;
    await expect(collect(file!.stream)).rejects.toThrow(/unexpected end|terminated early/i);
    body.stop();
  });

  it('answers null when the body has no image part', async () => {
    const raw = request();
    const body = readUploadBody(raw, limits);
    raw.end(`--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${B}--\r\n`);
    expect(await body.file).toBeNull();
    body.stop();
  });

  it('cuts off a body slower than the minimum rate, and one longer than the total time', async () => {
    const slow = request();
    const paced = readUploadBody(slow, { ...limits, minBytesPerSecond: 1000, rateWindowMs: 100 });
    slow.write(head);
    // Cut off before or after the file's part has begun: the file, or its stream, fails.
    await expect(paced.file.then((f) => collect(f!.stream))).rejects.toThrow('Upload cut off: too-slow');
    expect(paced.cutOff()).toBe('too-slow');

    const long = request();
    const timed = readUploadBody(long, { ...limits, maxMs: 150 });
    long.write(head);
    const drip = setInterval(() => long.write('x'), 20);
    try {
      await expect(timed.file.then((f) => collect(f!.stream))).rejects.toThrow('Upload cut off: too-long');
    } finally {
      clearInterval(drip);
    }
    expect(timed.cutOff()).toBe('too-long');
  });
});

describe('UploadSlots', () => {
  it('gives each person at most their slots, and gives them back once', () => {
    const slots = new UploadSlots(2);
    const a = slots.take(1);
    const b = slots.take(1);
    expect(a && b).toBeTruthy();
    expect(slots.take(1)).toBeNull();
    expect(slots.take(2)).not.toBeNull();
    a!();
    a!();
    expect(slots.take(1)).not.toBeNull();
    expect(slots.take(1)).toBeNull();
  });
});
