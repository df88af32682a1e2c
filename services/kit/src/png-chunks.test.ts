import { deflateSync } from 'node:zlib';
import { cleanPng, stripPngMetadata } from './png-chunks.js';

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

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR = chunk('IHDR', Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0])); // 3x2 RGB, 8 bits
const IDAT = chunk('IDAT', deflateSync(Buffer.alloc(2 * (1 + 3 * 3), 255)));
const IEND = chunk('IEND', Buffer.alloc(0));

/** A 3x2 RGB PNG with the given extra chunks before its pixels. */
function png(extra: Buffer[], ihdr = IHDR): Buffer {
  return Buffer.concat([SIGNATURE, ihdr, ...extra, IDAT, IEND]);
}

describe('cleanPng', () => {
  it('removes text, EXIF, ICC, time and C2PA chunks and keeps the pixels byte for byte', () => {
    const input = png([
      chunk('sRGB', Buffer.from([0])),
      chunk('tEXt', Buffer.from('Comment\0secret location')),
      chunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      chunk('eXIf', Buffer.from('MM\0*gps')),
      chunk('iCCP', Buffer.from('profile\0\0x')),
      chunk('tIME', Buffer.from([7, 234, 11, 24, 10, 0, 0])),
      chunk('caBX', Buffer.from('c2pa manifest')),
    ]);
    const found = cleanPng(input);
    // The kept chunks, byte for byte: the pixels are not touched.
    expect(found.data).toEqual(Buffer.concat([SIGNATURE, IHDR, chunk('sRGB', Buffer.from([0])), IDAT, IEND]));
    expect(found).toMatchObject({ unchanged: false, width: 3, height: 2, exif: true });
    expect(stripPngMetadata(input)).toEqual(found.data);
    // Already clean: the input itself, not a copy.
    const again = cleanPng(found.data);
    expect(again).toMatchObject({ unchanged: true, width: 3, height: 2, exif: false });
    expect(again.data).toBe(found.data);
  });

  it('drops what follows IEND', () => {
    const input = Buffer.concat([png([]), Buffer.from('trailing secret')]);
    expect(cleanPng(input)).toMatchObject({ unchanged: false, data: png([]) });
  });

  it('refuses what is not a well-formed PNG chunk sequence', () => {
    const good = png([]);
    expect(() => stripPngMetadata(Buffer.from('GIF89a'))).toThrow('not a PNG signature');
    expect(() => stripPngMetadata(good.subarray(0, good.length - 6))).toThrow(/past the end|inside a chunk/);
    const noIhdr = Buffer.concat([good.subarray(0, 8), chunk('IEND', Buffer.alloc(0))]);
    expect(() => stripPngMetadata(noIhdr)).toThrow('does not start with IHDR');
    const ihdr = (w: number, h: number, depth: number, colour: number, length = 13) => {
      const d = Buffer.alloc(length);
      d.writeUInt32BE(w, 0);
      d.writeUInt32BE(h, 4);
      d[8] = depth;
      d[9] = colour;
      return chunk('IHDR', d);
    };
    expect(() => cleanPng(png([], ihdr(0, 2, 8, 2)))).toThrow('no valid size');
    expect(() => cleanPng(png([], ihdr(3, 0x80000000, 8, 2)))).toThrow('no valid size');
    expect(() => cleanPng(png([], ihdr(3, 2, 4, 2)))).toThrow('no valid pixel format');
    expect(() => cleanPng(png([], ihdr(3, 2, 8, 5)))).toThrow('no valid pixel format');
    expect(() => cleanPng(png([], ihdr(3, 2, 8, 2, 12)))).toThrow('not 13 bytes');
    expect(cleanPng(png([], ihdr(3, 2, 16, 6)))).toMatchObject({ width: 3, height: 2, unchanged: true });
  });
});
