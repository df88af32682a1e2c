import { runService } from '@tryon/kit';
import { loadContentConfig } from './config.js';
import { SCHEMA, buildContent } from './app.js';

await runService({
  name: 'content',
  schema: SCHEMA,
  config: loadContentConfig(),
  build: buildContent,
});
