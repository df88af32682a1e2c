/**
 * PNG files built chunk by chunk, for tests of code that walks PNG chunks (kit's cleanPng, the worker's
 * staging, media's result registration): no image library needed.
 */
import { crc32, deflateSync } from 'node:zlib';

/** PNG's eight-byte signature. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An IHDR chunk of `width` x `height` (8-bit RGB unless told). */
export function pngIhdr(width: number, height: number, depth = 8, colour = 2, length = 13): Buffer {
  const d = Buffer.alloc(length);
  d.writeUInt32BE(width, 0);
  d.writeUInt32BE(height, 4);
  d[8] = depth;
  d[9] = colour;
  return pngChunk('IHDR', d);
}

/**
 * A well-formed RGB PNG of `width` x `height` (flat grey pixels) with `extra` chunks before its pixels;
 * `ihdr` replaces its header chunk.
 */
export function chunkedPng(
  width: number,
  height: number,
  extra: Buffer[] = [],
  ihdr = pngIhdr(width, height),
): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr,
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.alloc(height * (1 + 3 * width), 200))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
