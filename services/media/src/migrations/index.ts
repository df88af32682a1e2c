import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { mediaInit } from './20261201000100_media_init.js';

/** media's migrations, oldest first. */
export const migrations: Migration[] = [outboxInboxMigration, mediaInit];
