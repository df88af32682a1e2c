import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are (compressing them saves less than it costs). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses text answers (GraphQL and REST JSON, CSV, the app's own files when no pre-compressed copy
 * exists) of at least {@link COMPRESS_THRESHOLD_BYTES} with brotli or gzip, whichever the client prefers,
 * and says `Vary: Accept-Encoding`. Answers that already carry a `Content-Encoding` (the web build's
 * pre-compressed `.br` / `.gz` files) are left alone. Register it after the ETag hook: route hooks run
 * after the app's, so the ETag is computed on the uncompressed body and a 304 has nothing left to compress.
 * Request bodies are not decompressed (no client of this API sends compressed bodies).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
