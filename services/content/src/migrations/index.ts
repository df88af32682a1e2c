import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { contentInit } from './20261230000100_content_init.js';
import { contentStarter } from './20261230000200_content_starter.js';
import { contentStarterPagesReflow } from './20270201000100_content_starter_pages_reflow.js';

/** content's migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  contentInit,
  contentStarter,
  contentStarterPagesReflow,
];
