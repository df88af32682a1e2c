import { PNG_SIGNATURE, chunkedPng, pngChunk as chunk, pngIhdr } from '../../../test-support/png.js';
import { cleanPng, stripPngMetadata } from './png-chunks.js';

/** A 3x2 RGB PNG with the given extra chunks before its pixels. */
const png = (extra: Buffer[], ihdr?: Buffer) => chunkedPng(3, 2, extra, ihdr);
/** The chunks of `png([])` after the signature: IHDR, IDAT, IEND. */
const [IHDR, IDAT, IEND] = (() => {
  const bytes = png([]);
  const out: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const end = at + 12 + bytes.readUInt32BE(at);
    out.push(bytes.subarray(at, end));
    at = end;
  }
  return out as [Buffer, Buffer, Buffer];
})();

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
    expect(found.data).toEqual(
      Buffer.concat([PNG_SIGNATURE, IHDR, chunk('sRGB', Buffer.from([0])), IDAT, IEND]),
    );
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
    const ihdr = pngIhdr;
    expect(() => cleanPng(png([], ihdr(0, 2, 8, 2)))).toThrow('no valid size');
    expect(() => cleanPng(png([], ihdr(3, 0x80000000, 8, 2)))).toThrow('no valid size');
    expect(() => cleanPng(png([], ihdr(3, 2, 4, 2)))).toThrow('no valid pixel format');
    expect(() => cleanPng(png([], ihdr(3, 2, 8, 5)))).toThrow('no valid pixel format');
    expect(() => cleanPng(png([], ihdr(3, 2, 8, 2, 12)))).toThrow('not 13 bytes');
    expect(cleanPng(png([], ihdr(3, 2, 16, 6)))).toMatchObject({ width: 3, height: 2, unchanged: true });
  });
});
