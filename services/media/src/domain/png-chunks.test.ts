import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { stripPngMetadata } from './png-chunks.js';

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A 2x2 RGB PNG with the given extra chunks before its pixels. */
function png(extra: Buffer[]): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('stripPngMetadata', () => {
  it('removes text, EXIF, ICC, time and C2PA chunks and keeps the pixels byte for byte', async () => {
    const input = png([
      chunk('sRGB', Buffer.from([0])),
      chunk('tEXt', Buffer.from('Comment\0secret location')),
      chunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      chunk('eXIf', Buffer.from('MM\0*gps')),
      chunk('iCCP', Buffer.from('profile\0\0x')),
      chunk('tIME', Buffer.from([7, 234, 11, 24, 10, 0, 0])),
      chunk('caBX', Buffer.from('c2pa manifest')),
    ]);
    const out = stripPngMetadata(input);
    const text = out.toString('latin1');
    for (const gone of ['tEXt', 'iTXt', 'eXIf', 'iCCP', 'tIME', 'caBX', 'secret', 'xmpmeta']) {
      expect(text).not.toContain(gone);
    }
    expect(text).toContain('sRGB');
    const [a, b] = await Promise.all([input, out].map((p) => sharp(p).raw().toBuffer()));
    expect(b).toEqual(a);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    // Already clean: the same bytes.
    expect(stripPngMetadata(out)).toEqual(out);
  });

  it('refuses what is not a well-formed PNG chunk sequence', () => {
    const good = png([]);
    expect(() => stripPngMetadata(Buffer.from('GIF89a'))).toThrow('not a PNG signature');
    expect(() => stripPngMetadata(good.subarray(0, good.length - 6))).toThrow(/past the end|inside a chunk/);
    const noIhdr = Buffer.concat([good.subarray(0, 8), chunk('IEND', Buffer.alloc(0))]);
    expect(() => stripPngMetadata(noIhdr)).toThrow('does not start with IHDR');
  });
});
