import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** One image of an export: its name in the ZIP and how to read its bytes (opened when its turn comes). */
export interface ArchiveImage {
  name: string;
  mtime: Date;
  open: () => Promise<Readable>;
}

/** The name of the JSON file in an export's ZIP. */
export const EXPORT_JSON_NAME = 'data.json';

/** Where an image of `address` goes in the ZIP: `images/uploads/<file>` or `images/results/<file>`. */
export function archiveNameOf(address: string): string {
  const file = address.slice(address.lastIndexOf('/') + 1);
  return address.startsWith('/uploads/results/') ? `images/results/${file}` : `images/uploads/${file}`;
}

/**
 * Writes the ZIP of an export to `path`: every image as it is stored (already compressed, so kept as it
 * is), read one after another (one open stream at a time) and streamed to the file, then the JSON (the
 * one part built in memory). Answers the ZIP's size in bytes.
 */
export async function writeExportZip(
  path: string,
  contents: { data: unknown; images: readonly ArchiveImage[]; signal?: AbortSignal },
): Promise<number> {
  const zip = new ZipFile();
  for (const image of contents.images) {
    zip.addReadStreamLazy(image.name, { compress: false, mtime: image.mtime }, (cb) => {
      image.open().then(
        (stream) => cb(null, stream),
        (err: unknown) => cb(err, undefined as unknown as Readable),
      );
    });
  }
  zip.addBuffer(Buffer.from(JSON.stringify(contents.data, null, 2), 'utf8'), EXPORT_JSON_NAME, {
    mtime: new Date(),
  });
  zip.end();
  // An image that cannot be read fails the ZIP (yazl reports it on the ZipFile, not on its output).
  const output = zip.outputStream as Readable;
  zip.on('error', (err: Error) => output.destroy(err));
  await pipeline(output, createWriteStream(path), contents.signal ? { signal: contents.signal } : {});
  return (await stat(path)).size;
}
