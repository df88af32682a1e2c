import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { z } from 'zod';

/** Object-storage settings (MinIO, any S3, or the launcher's embedded s3rver). */
export const storageEnv = {
  /** The store's address, e.g. `http://127.0.0.1:9000`. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  /** The store's access key. */
  S3_ACCESS_KEY: z.string().min(1),
  /** The store's secret key. */
  S3_SECRET_KEY: z.string().min(1),
  /** The bucket images are kept in (created if missing). */
  S3_BUCKET: z.string().min(3).default('tryon-media'),
  /** The store's region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
};

export interface StorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** Storage settings from a config loaded with `storageEnv`. */
export function storageSettings(config: {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
}): StorageSettings {
  return {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  };
}

export interface StoredObjectInfo {
  size: number;
  etag: string;
  contentType: string | undefined;
  lastModified: Date;
}

/** How long a presigned PUT address is valid (it is used at once). */
const PRESIGNED_PUT_SECONDS = 300;

function isNotFound(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}

/**
 * One bucket of an S3-compatible store, through the `minio` client. Keys are always decided by the
 * service, never taken from a client.
 */
export class ObjectStorage {
  readonly bucket: string;
  private readonly client: Client;
  private readonly region: string;

  constructor(settings: StorageSettings) {
    const u = new URL(settings.endpoint);
    const useSSL = u.protocol === 'https:';
    this.client = new Client({
      endPoint: u.hostname,
      port: u.port ? Number(u.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
    this.bucket = settings.bucket;
    this.region = settings.region;
  }

  /** Creates the bucket if it does not exist (safe when several replicas start together). */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
    }
  }

  /** Stores an object; a stream needs its exact size. */
  async putObject(
    key: string,
    body: Readable | Buffer,
    opts: { contentType: string; size?: number },
  ): Promise<{ etag: string }> {
    if (Buffer.isBuffer(body)) return this.putBuffer(key, body, opts.contentType);
    const size = opts.size;
    const info = await this.client.putObject(this.bucket, key, body, size, {
      'Content-Type': opts.contentType,
    });
    return { etag: info.etag };
  }

  /**
   * Stores bytes in one PUT to a presigned address (the same signature, in the query, with an unsigned
   * payload). The client's own putObject hashes every body twice (MD5 for Content-MD5 and, over plain
   * HTTP, SHA-256 for the signature): milliseconds a megabyte, which a burst of AI results (hundreds of
   * megabytes) pays on one core; the presigned PUT hashes nothing but its short signature.
   */
  private putBuffer(key: string, data: Buffer, contentType: string): Promise<{ etag: string }> {
    return this.putPresigned(key, data.length, contentType, (req) => req.end(data));
  }

  /**
   * Stores a file from disk in one streamed PUT (a presigned address, like {@link putBuffer}): its bytes
   * are never all in memory. S3 needs the length of a single PUT up front, hence a file and not a stream.
   */
  async putFile(key: string, path: string, contentType: string): Promise<{ etag: string }> {
    const { size } = await stat(path);
    return this.putPresigned(key, size, contentType, (req) => {
      const file = createReadStream(path);
      file.on('error', (err) => req.destroy(err));
      file.pipe(req);
    });
  }

  private async putPresigned(
    key: string,
    length: number,
    contentType: string,
    send: (req: ClientRequest) => void,
  ): Promise<{ etag: string }> {
    const url = new URL(await this.client.presignedPutObject(this.bucket, key, PRESIGNED_PUT_SECONDS));
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'PUT',
          headers: { 'content-type': contentType, 'content-length': String(length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            if (res.statusCode === 200) {
              resolve({ etag: String(res.headers.etag ?? '').replace(/"/g, '') });
              return;
            }
            const body = Buffer.concat(chunks).toString('utf8');
            const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
            reject(
              Object.assign(new Error(`PUT ${key} answered ${res.statusCode}${code ? ` ${code}` : ''}`), {
                code: code ?? `HTTP${res.statusCode}`,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      send(req);
    });
  }

  /** Reads an object, or the inclusive byte range `start..end` of it. */
  async getObject(key: string, range?: { start: number; end: number }): Promise<Readable> {
    if (range)
      return this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1);
    return this.client.getObject(this.bucket, key);
  }

  /** Size, ETag and content type of an object; null when there is none. */
  async statObject(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await this.client.statObject(this.bucket, key);
      const meta = s.metaData as Record<string, string | undefined>;
      return {
        size: s.size,
        etag: s.etag,
        contentType: meta['content-type'] ?? meta['Content-Type'],
        lastModified: s.lastModified,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Removes an object (no error when it is already gone). */
  async removeObject(key: string): Promise<void> {
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  /** Keys under a prefix (tests and maintenance; not for request paths). */
  async listKeys(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) {
      if (item.name) keys.push(item.name);
    }
    return keys;
  }

  /** Readiness check: the bucket answers. */
  async ping(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`bucket ${this.bucket} missing`);
  }
}
