/** PNG's eight-byte signature. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The chunks a PNG keeps: the critical ones, transparency, the colour-space ones the pixels are read
 * with, and the pixel density (pHYs: nine bytes of dots per metre, which image libraries write by
 * default; a result that carries nothing else is then kept as it is). Everything else goes: text (tEXt,
 * zTXt, iTXt), EXIF (eXIf), times, ICC profiles, C2PA (caBX), animation and private chunks.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'sRGB', 'gAMA', 'cHRM', 'pHYs']);

/** IHDR's bit depths allowed for each colour type (PNG spec, table 11.1). */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** What {@link cleanPng} found and made. */
export interface CleanPng {
  /** The PNG without its metadata chunks: the input itself (no copy) when it had none. */
  data: Buffer;
  /** Nothing was dropped: `data` is the input. */
  unchanged: boolean;
  width: number;
  height: number;
  /** It carried an EXIF chunk (dropped from `data`), which may say the image is to be turned. */
  exif: boolean;
}

/**
 * Walks a PNG's chunks without decoding the pixels: checks the sequence (signature, a well-formed IHDR
 * first, lengths within the file, IEND last), reads the size from IHDR and drops every metadata chunk
 * (the kept chunks are copied byte for byte). Throws on anything else; whether the pixels decode is for
 * the caller to check.
 */
export function cleanPng(data: Buffer): CleanPng {
  if (data.length < SIGNATURE.length || !data.subarray(0, 8).equals(SIGNATURE)) {
    throw new Error('not a PNG signature');
  }
  const kept: Buffer[] = [SIGNATURE];
  let dropped = false;
  let exif = false;
  let width = 0;
  let height = 0;
  let offset = 8;
  let first = true;
  for (;;) {
    if (offset + 12 > data.length) throw new Error('PNG ends inside a chunk');
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length) throw new Error(`PNG chunk ${type} runs past the end`);
    if (first) {
      if (type !== 'IHDR') throw new Error('PNG does not start with IHDR');
      if (length !== 13) throw new Error('PNG IHDR is not 13 bytes');
      width = data.readUInt32BE(offset + 8);
      height = data.readUInt32BE(offset + 12);
      const depth = data[offset + 16]!;
      const colour = data[offset + 17]!;
      if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) {
        throw new Error('PNG IHDR has no valid size');
      }
      if (!BIT_DEPTHS[colour]?.includes(depth)) throw new Error('PNG IHDR has no valid pixel format');
    }
    first = false;
    if (KEPT.has(type)) kept.push(data.subarray(offset, end));
    else {
      dropped = true;
      if (type === 'eXIf') exif = true;
    }
    offset = end;
    if (type === 'IEND') break;
  }
  // Bytes after IEND are not part of the image either.
  if (offset !== data.length) dropped = true;
  return { data: dropped ? Buffer.concat(kept) : data, unchanged: !dropped, width, height, exif };
}

/** A PNG with all its metadata removed (see {@link cleanPng}). */
export function stripPngMetadata(data: Buffer): Buffer {
  return cleanPng(data).data;
}
