/** PNG's eight-byte signature. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The chunks a PNG keeps: the critical ones, transparency, the colour-space ones the pixels are read
 * with, and the pixel density (pHYs: nine bytes of dots per metre, which image libraries write by
 * default; a result that carries nothing else is then kept as it is). Everything else goes: text (tEXt,
 * zTXt, iTXt), EXIF (eXIf), times, ICC profiles, C2PA (caBX), animation and private chunks.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'sRGB', 'gAMA', 'cHRM', 'pHYs']);

/**
 * A PNG with all its metadata removed without decoding or re-encoding the pixels (the kept chunks are
 * copied byte for byte). Throws on a file that is not a well-formed chunk sequence (signature, IHDR first,
 * lengths within the file, IEND last); whether the pixels decode is for the caller to check.
 */
export function stripPngMetadata(data: Buffer): Buffer {
  if (data.length < SIGNATURE.length || !data.subarray(0, 8).equals(SIGNATURE)) {
    throw new Error('not a PNG signature');
  }
  const kept: Buffer[] = [SIGNATURE];
  let offset = 8;
  let first = true;
  for (;;) {
    if (offset + 12 > data.length) throw new Error('PNG ends inside a chunk');
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length) throw new Error(`PNG chunk ${type} runs past the end`);
    if (first && type !== 'IHDR') throw new Error('PNG does not start with IHDR');
    first = false;
    if (KEPT.has(type)) kept.push(data.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}
