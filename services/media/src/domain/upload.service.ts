import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { RegisterResultRequest } from '@tryon/proto-events';
import {
  AppError,
  detectImageType,
  MAGIC_BYTES,
  type Logger,
  type ObjectStorage,
  type StoredObjectInfo,
} from '@tryon/kit';
import {
  THUMB_2X_SIZE,
  THUMB_SIZE,
  TOO_MANY_PIXELS_MESSAGE,
  processImage,
  processResult,
  webpThumbnail,
  type ProcessedImage,
  type ProcessedResult,
} from './image-processor.js';
import { newObjectNames, type ObjectKind } from './addresses.js';
import { Semaphore } from './semaphore.js';
import type { MediaObject, MediaObjectsRepository } from '../data/media-objects.repository.js';

export const TOO_LARGE_MESSAGE = 'File size too large. Maximum size is 10MB';

/** What a worker checked of a result it staged (an upright PNG, cleaned with kit's `cleanPng`). */
export type CheckedResult = NonNullable<RegisterResultRequest['checked']>;

/** An AI result that stays at its staged key as it is: nothing of it is held in memory. */
type KeptResult = Omit<ProcessedResult, 'data'> & { unchanged: true };
export const BAD_TYPE_MESSAGE = 'Invalid file type. Use JPG, PNG or WEBP';

/** A file as it streams in: the bytes, and whether the size limit cut it short. */
export interface IncomingFile {
  stream: Readable;
  truncated: () => boolean;
}

/**
 * Uploads: the file is spooled to disk while it streams in (never whole in memory), checked (size,
 * magic bytes), decoded and re-encoded a few at a time, then stored with its thumbnail and recorded.
 * Nothing is stored unless every step succeeds.
 */
export class UploadService {
  private readonly gate: Semaphore;
  /** AI results being registered (no decode for most: a wider limit than uploads'). */
  private readonly resultGate: Semaphore;
  private readonly tmpDir: string;

  constructor(
    private readonly deps: {
      storage: ObjectStorage;
      objects: MediaObjectsRepository;
      logger: Logger;
      maxPixels: number;
      concurrency: number;
      /** AI results registered at once (default `concurrency`). */
      resultConcurrency?: number;
      tmpDir?: string;
      /** Bytes one person's images may take in all (uploads are refused beyond it). */
      quotaBytes?: number;
      /** Largest staged AI result read (default 25 MB). */
      maxResultBytes?: number;
    },
  ) {
    this.gate = new Semaphore(deps.concurrency);
    this.resultGate = new Semaphore(deps.resultConcurrency ?? deps.concurrency);
    this.tmpDir = deps.tmpDir ?? tmpdir();
  }

  /** Refuses an upload early when the person's images already fill their quota. */
  private async checkQuota(userId: number, incoming: number): Promise<void> {
    const quota = this.deps.quotaBytes;
    if (!quota) return;
    const used = await this.deps.objects.usedBytes(userId);
    if (used + incoming > quota) throw quotaError(used, quota);
  }

  /** In-flight conversions by derived key, so concurrent downloads of one image convert it once. */
  private readonly converting = new Map<string, Promise<StoredObjectInfo>>();

  /**
   * A JPEG copy of a stored PNG or WebP (white background), for downloads named `{name}.jpg`: converted
   * once, inside the image concurrency limit, and kept beside the original (`<key>.jpg`, removed with it).
   */
  async jpegCopy(obj: Pick<MediaObject, 'key'>): Promise<{ key: string } & StoredObjectInfo> {
    const key = jpegKeyOf(obj.key);
    const stored = await this.deps.storage.statObject(key);
    if (stored) return { key, ...stored };
    const made = await this.deriveOnce(
      key,
      async () => toJpeg(await this.deps.storage.getObject(obj.key), this.deps.maxPixels),
      'image/jpeg',
    );
    return { key, ...made };
  }

  /**
   * The 512 px WebP thumbnail (srcset 2x) of a stored image: made with the image since issue 14, and for
   * images stored before, made once on first demand from the original (inside the image concurrency
   * limit) and kept beside it (`<key>.thumb2x.webp`, removed with it).
   */
  async thumb2x(obj: Pick<MediaObject, 'key'>): Promise<{ key: string } & StoredObjectInfo> {
    const key = thumb2xKeyOf(obj.key);
    const stored = await this.deps.storage.statObject(key);
    if (stored) return { key, ...stored };
    return {
      key,
      ...(await this.deriveOnce(key, () => this.makeThumb(obj.key, THUMB_2X_SIZE), 'image/webp')),
    };
  }

  /**
   * The 256 px WebP thumbnail of a stored image: made with an upload, and for an AI result made once on
   * its first view (inside the image concurrency limit), kept at its `thumbKey` and recorded.
   */
  async thumb(
    obj: Pick<MediaObject, 'address' | 'key' | 'thumbKey' | 'thumbSize' | 'thumbEtag'>,
  ): Promise<{ key: string; size: number; etag: string }> {
    if (obj.thumbEtag !== null && obj.thumbSize !== null) {
      return { key: obj.thumbKey, size: Number(obj.thumbSize), etag: obj.thumbEtag };
    }
    const made =
      (await this.deps.storage.statObject(obj.thumbKey)) ??
      (await this.deriveOnce(obj.thumbKey, () => this.makeThumb(obj.key, THUMB_SIZE), 'image/webp'));
    const etag = `"${made.etag.replace(/"/g, '')}"`;
    await this.deps.objects.setThumb(obj.address, made.size, etag);
    return { key: obj.thumbKey, size: made.size, etag };
  }

  /** A WebP of at most `size` px of the stored image at `sourceKey`, decoded as it streams in. */
  private async makeThumb(sourceKey: string, size: number): Promise<Buffer> {
    const source = await this.deps.storage.getObject(sourceKey);
    const decode = sharp({ sequentialRead: true, limitInputPixels: this.deps.maxPixels });
    source.once('error', (err) => decode.destroy(err));
    return webpThumbnail(source.pipe(decode), size);
  }

  /** Makes and stores the derived object at `key` once, however many ask at the same time. */
  private deriveOnce(
    key: string,
    make: () => Promise<Buffer>,
    contentType: string,
  ): Promise<StoredObjectInfo> {
    let pending = this.converting.get(key);
    if (!pending) {
      pending = this.gate
        .run(async () => {
          const again = await this.deps.storage.statObject(key);
          if (again) return again;
          await this.deps.storage.putObject(key, await make(), { contentType });
          return (await this.deps.storage.statObject(key))!;
        })
        .finally(() => this.converting.delete(key));
      this.converting.set(key, pending);
    }
    return pending;
  }

  /** Stores an uploaded image of `userId`; returns its `/uploads/...` address. */
  async upload(userId: number, file: IncomingFile): Promise<{ url: string }> {
    const spool = path.join(this.tmpDir, `tryon-upload-${randomBytes(12).toString('hex')}`);
    try {
      const { size, head } = await spoolTo(file.stream, spool);
      if (file.truncated()) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
      if (size === 0) throw new AppError('VALIDATION', 'Upload failed: the file is empty');
      const type = detectImageType(head);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BAD_TYPE_MESSAGE);
      await this.checkQuota(userId, size);
      return await this.gate.run(async () => {
        const image = await processImage(spool, type, {
          maxPixels: this.deps.maxPixels,
          output: `${spool}.out`,
        });
        const url = await this.store(userId, 'upload', image);
        return { url };
      });
    } finally {
      await rm(spool, { force: true });
      await rm(`${spool}.out`, { force: true });
    }
  }

  /**
   * Registers an AI result a worker staged at `stagingKey` (`staging/results/{userId}/...`): read into
   * memory (results are a few megabytes; at most `maxResultBytes`), checked and cleaned like an upload (no
   * metadata survives; see `processResult`), stored with its thumbnail under a new key (the 2x thumbnail
   * is made on its first view), and the staged object removed. Returns the `/uploads/results/...` address.
   * With `checked` (the worker cleaned it already) and an object of the claimed size, it is registered
   * where it is without reading it: see {@link registerChecked}.
   */
  async registerResult(userId: number, stagingKey: string, checked?: CheckedResult): Promise<string> {
    if (!stagingKey.startsWith(`staging/results/${userId}/`)) {
      throw new AppError('VALIDATION', 'Invalid data: the result key is not the person’s');
    }
    const { storage, objects } = this.deps;
    // Registered already (the caller's first call timed out): the same address again.
    const done = await objects.findByStagingKey(stagingKey);
    if (done) return done.address;
    if (checked) {
      const address = await this.registerChecked(userId, stagingKey, checked);
      if (address) return address;
    }
    // Read inside the result concurrency limit: a burst of results is not all in memory at once.
    const address = await this.resultGate.run(async () => {
      const staged = await readStaged(storage, stagingKey, this.deps.maxResultBytes ?? MAX_RESULT_BYTES);
      const type = detectImageType(staged.subarray(0, MAGIC_BYTES));
      if (!type)
        throw new AppError('VALIDATION', 'Invalid data: the result is not a JPEG, PNG or WebP image');
      const image = await processResult(staged, type, { maxPixels: this.deps.maxPixels });
      // Already clean (no metadata to drop): the staged object is the result, kept where it is.
      return { address: await this.store(userId, 'result', image, stagingKey), inPlace: image.unchanged };
    });
    if (!address.inPlace) {
      await storage
        .removeObject(stagingKey)
        .catch((err) => this.deps.logger.warn({ err, key: stagingKey }, 'could not remove a staged result'));
    }
    return address.address;
  }

  /**
   * A result the worker checked and cleaned before staging it (kit's `cleanPng`: PNG chunk structure, size
   * from IHDR, no metadata chunk left): registered at its staged key without reading its bytes, within the
   * pixel limit, with the ETag the store gave the worker's PUT (or, without one, the store's own record of
   * the object, whose size must be the one claimed). Null when it is not: then it is read and checked as
   * any other result.
   */
  private async registerChecked(
    userId: number,
    stagingKey: string,
    checked: CheckedResult,
  ): Promise<string | null> {
    if (!stagingKey.endsWith('.png')) return null;
    if (checked.width * checked.height > this.deps.maxPixels) {
      throw new AppError('VALIDATION', TOO_MANY_PIXELS_MESSAGE);
    }
    let etag = checked.etag;
    if (!etag) {
      const stored = await this.deps.storage.statObject(stagingKey);
      if (!stored) throw new AppError('NOT_FOUND', 'No staged result at that key');
      if (stored.size !== checked.size || !stored.etag) return null;
      etag = stored.etag;
    }
    const kept: KeptResult = {
      size: checked.size,
      contentType: checked.contentType,
      ext: 'png',
      width: checked.width,
      height: checked.height,
      etag: `"${etag}"`,
      unchanged: true,
    };
    return this.store(userId, 'result', kept, stagingKey);
  }

  /** Puts an image and its thumbnail, then records them; undoes the puts if a later step fails. */
  async store(
    userId: number,
    kind: ObjectKind,
    image: ProcessedImage | ProcessedResult | KeptResult,
    stagingKey?: string,
  ): Promise<string> {
    const { storage, objects, logger } = this.deps;
    const names = newObjectNames(kind, userId, image.ext);
    // An AI result that needed no cleaning stays at its staged key (no copy of its bytes).
    if ('unchanged' in image && image.unchanged && stagingKey) {
      names.key = stagingKey;
      names.thumbKey = `${stagingKey}.thumb.webp`;
    }
    const put: string[] = [];
    try {
      if (names.key !== stagingKey) {
        if (!('file' in image) && !('data' in image)) throw new Error('a kept result has no bytes to move');
        const body = 'file' in image ? createReadStream(image.file) : image.data;
        await storage.putObject(names.key, body, { contentType: image.contentType, size: image.size });
        put.push(names.key);
      }
      if ('thumb' in image) {
        await storage.putObject(names.thumbKey, image.thumb.data, { contentType: 'image/webp' });
        put.push(names.thumbKey);
        const thumb2xKey = thumb2xKeyOf(names.key);
        await storage.putObject(thumb2xKey, image.thumb2x.data, { contentType: 'image/webp' });
        put.push(thumb2xKey);
      }
      const row = {
        address: names.address,
        key: names.key,
        userId,
        kind,
        contentType: image.contentType,
        size: image.size,
        width: image.width,
        height: image.height,
        etag: image.etag,
        thumbKey: names.thumbKey,
        // An AI result's thumbnails are made on their first view.
        thumbSize: 'thumb' in image ? image.thumb.data.length : null,
        thumbEtag: 'thumb' in image ? image.thumb.etag : null,
        ...(stagingKey ? { stagingKey } : {}),
      };
      // AI results are paid for: they are always kept. Uploads must fit the person's quota.
      if (kind === 'upload' && this.deps.quotaBytes) {
        const { ok, used } = await objects.insertWithinQuota(row, this.deps.quotaBytes);
        if (!ok) throw quotaError(used, this.deps.quotaBytes);
      } else {
        await objects.insert(row);
      }
      return names.address;
    } catch (err) {
      for (const key of put) {
        await storage
          .removeObject(key)
          .catch((e) => logger.warn({ err: e, key }, 'could not remove an object of a failed upload'));
      }
      throw err;
    }
  }
}

/** Largest staged AI result media reads into memory. */
const MAX_RESULT_BYTES = 25 * 1024 * 1024;

/** A staged result's bytes; NOT_FOUND when there is none, VALIDATION when it is larger than `max`. */
async function readStaged(storage: ObjectStorage, key: string, max: number): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await storage.getObject(key);
  } catch (err) {
    const code = (err as { code?: string })?.code;
    if (code === 'NoSuchKey' || code === 'NotFound') {
      throw new AppError('NOT_FOUND', 'No staged result at that key', { cause: err });
    }
    throw err;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new AppError('VALIDATION', 'Invalid data: the result is too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

const INTERRUPTED_MESSAGE =
  'Upload failed: the upload ended before the whole file arrived. Please try again.';

/** 850 KB, 12.5 MB. */
const readableBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${Math.round(bytes / ((1024 * 1024) / 10)) / 10} MB`;

/** The answer to an upload beyond the person's storage quota. */
function quotaError(used: number, quota: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `Storage limit reached: your images use ${readableBytes(used)} of your ${readableBytes(quota)}. Delete images you no longer need and try again.`,
  );
}

/** Where the 512 px WebP thumbnail (srcset 2x) of the object at `key` is kept. */
export function thumb2xKeyOf(key: string): string {
  return `${key}.thumb2x.webp`;
}

/** Every stored key of an object: the image, its thumbnails and its JPEG copy (removed together). */
export function storedKeysOf(obj: Pick<MediaObject, 'key' | 'thumbKey'>): string[] {
  return [obj.key, obj.thumbKey, jpegKeyOf(obj.key), thumb2xKeyOf(obj.key)];
}

/** Where the JPEG copy of the object at `key` is kept. */
export function jpegKeyOf(key: string): string {
  return `${key}.jpg`;
}

/** A PNG or WebP stream as a JPEG on a white background. */
function toJpeg(source: Readable, maxPixels: number): Promise<Buffer> {
  const convert = sharp({ sequentialRead: true, limitInputPixels: maxPixels })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 });
  source.once('error', (err) => convert.destroy(err));
  return source.pipe(convert).toBuffer();
}

/** Writes a stream to a file; returns its size and first bytes. */
async function spoolTo(stream: Readable, file: string): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (headLen < MAGIC_BYTES) {
        headChunks.push(chunk.subarray(0, MAGIC_BYTES - headLen));
        headLen += Math.min(chunk.length, MAGIC_BYTES - headLen);
      }
      cb(null, chunk);
    },
  });
  // The upload's own stream failing (a multipart body that ends before the file does) is the client's
  // doing: a 400, not a server error. Anything else (the disk) stays an error of ours.
  // (`errored`: it may have failed before this listener was added.)
  let sourceFailed = stream.errored !== null;
  stream.once('error', () => (sourceFailed = true));
  try {
    await pipeline(stream, counter, createWriteStream(file, { mode: 0o600 }));
  } catch (err) {
    if (sourceFailed || stream.errored) throw new AppError('VALIDATION', INTERRUPTED_MESSAGE, { cause: err });
    throw err;
  }
  return { size, head: Buffer.concat(headChunks) };
}
