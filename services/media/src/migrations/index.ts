import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { mediaInit } from './20261201000100_media_init.js';
import { savedGeminiPeopleImage } from './20261215000200_saved_gemini_people_image.js';
import { mediaObjectsStagingKey } from './20261215000300_media_objects_staging_key.js';
import { mediaHolds } from './20261231000100_media_holds.js';
import { galleryKeysetIndexes } from './20270105000100_gallery_keyset_indexes.js';
import { mediaLazyResultThumbs } from './20270125000200_media_lazy_result_thumbs.js';
import { mediaDataExports } from './20270410000100_media_data_exports.js';

/** media's migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  mediaInit,
  savedGeminiPeopleImage,
  mediaObjectsStagingKey,
  mediaHolds,
  galleryKeysetIndexes,
  mediaLazyResultThumbs,
  mediaDataExports,
];
