import { readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  ObjectStorage,
  OutboxRelay,
  RETRY_AFTER_SECONDS,
  mountSubgraph,
  storageSettings,
  type Db,
  type Logger,
  type Nats,
  serviceBase,
} from '@tryon/kit';
import type { MediaConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { MediaObjectsRepository } from './data/media-objects.repository.js';
import { GalleryRepository } from './data/gallery.repository.js';
import { UploadService } from './domain/upload.service.js';
import { startImageResponders } from './rpc/images.responder.js';
import { GalleryService, PRODUCER } from './domain/gallery.service.js';
import { uploadRoutes } from './http/upload.routes.js';
import { UploadSweeper } from './domain/upload-sweeper.js';
import { serveRoutes } from './http/serve.routes.js';
import { mediaResolvers } from './graphql/resolvers.js';
import { DataExportsRepository } from './data/data-exports.repository.js';
import { DataExportService } from './domain/data-export.service.js';
import { DataExportRunner } from './domain/data-export.runner.js';
import { exportRoutes } from './http/export.routes.js';
import { gatherExportParts } from './rpc/export-parts.client.js';
import { startUserDeletedConsumer } from './events/user-deleted.consumer.js';

export const SCHEMA = 'media';
/** Tries before a data export is marked failed. */
const EXPORT_MAX_ATTEMPTS = 3;
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface MediaService {
  app: FastifyInstance;
  relay: OutboxRelay;
  storage: ObjectStorage;
  uploads: UploadService;
  gallery: GalleryService;
  /** Removes uploads nobody kept (hourly; tests call sweepOnce). */
  sweeper: UploadSweeper;
  /** Builds the data exports people ask for (tests call runOnce). */
  exportRunner: DataExportRunner;
  /** Stops taking work, finishes what is in flight, publishes what is committed. Pools stay open. */
  stop(): Promise<void>;
}

/** Wires media from its dependencies: migrations, streams, bucket, HTTP + GraphQL, outbox relay. */
export async function buildMedia(
  config: MediaConfig,
  deps: { db: Db; nats: Nats; logger: Logger; storage?: ObjectStorage },
): Promise<MediaService> {
  const { db, logger } = deps;
  const storage = deps.storage ?? new ObjectStorage(storageSettings(config));
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
    readiness: [{ name: 'storage', check: () => storage.ping() }],
  });
  const { app, relay, outbox } = base;
  await storage.ensureBucket();

  const objects = new MediaObjectsRepository(db);
  const uploads = new UploadService({
    storage,
    objects,
    logger,
    maxPixels: config.UPLOAD_MAX_PIXELS,
    concurrency: config.IMAGE_CONCURRENCY,
    resultConcurrency: config.RESULT_CONCURRENCY,
    tmpDir: config.UPLOAD_TMP_DIR,
    quotaBytes: config.STORAGE_QUOTA_BYTES,
  });
  const sweeper = new UploadSweeper({
    db,
    objects,
    storage,
    logger,
    ttlMs: config.UNSAVED_UPLOAD_TTL_HOURS * 3600_000,
  });
  const gallery = new GalleryService({
    outbox,
    gallery: new GalleryRepository(db),
    objects,
    storage,
    logger,
  });

  const exportsRepo = new DataExportsRepository(db);
  const exportRunner = new DataExportRunner({
    db,
    exports: exportsRepo,
    storage,
    outbox,
    logger,
    gather: (userId) => gatherExportParts(deps.nats, userId, config.EXPORT_PART_TIMEOUT_MS),
    secret: config.INTERNAL_TOKEN_SECRET,
    ttlMs: config.EXPORT_LINK_TTL_HOURS * 3600_000,
    staleMs: config.EXPORT_STALE_MS,
    maxAttempts: EXPORT_MAX_ATTEMPTS,
    retryMs: config.EXPORT_RETRY_MS,
    tmpDir: config.UPLOAD_TMP_DIR,
  });
  const exports = new DataExportService({
    exports: exportsRepo,
    perDay: config.EXPORTS_PER_DAY,
    secrets: acceptedTokenSecrets(config),
    kick: () => exportRunner.kick(),
  });

  await app.register(multipart);
  uploadRoutes(app, uploads, {
    maxBytes: config.UPLOAD_MAX_BYTES,
    minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    rateWindowMs: config.UPLOAD_RATE_WINDOW_MS,
    maxMs: config.UPLOAD_MAX_MS,
    perPerson: config.UPLOADS_PER_PERSON,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
  // Node's own limit on receiving a whole request, behind the upload's: no body of media's takes longer.
  app.server.requestTimeout = config.UPLOAD_MAX_MS + 10_000;
  serveRoutes(app, { objects, storage, uploads });
  exportRoutes(app, { exports, storage });
  await mountSubgraph(app, {
    typeDefs,
    resolvers: mediaResolvers({ gallery, exports }),
    logger,
    introspection: config.APP_MODE === 'local',
  });

  relay.start();
  const responders = startImageResponders(deps.nats, {
    objects,
    uploads,
    gallery,
    logger,
    jobInputHoldMs: config.JOB_INPUT_HOLD_HOURS * 3600_000,
  });
  sweeper.start(config.SWEEP_INTERVAL_MS);
  exportRunner.start(config.EXPORT_SWEEP_MS);
  const userDeleted = await startUserDeletedConsumer(deps, storage);

  return {
    app,
    relay,
    storage,
    uploads,
    gallery,
    sweeper,
    exportRunner,
    async stop() {
      await sweeper.stop();
      await exportRunner.stop();
      await userDeleted.stop();
      await Promise.all(responders.map((r) => r.stop()));
      await base.stop();
    },
  };
}
