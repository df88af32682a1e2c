import type { RestSettings, Route, RouteTable } from '../route-kit.js';
import { identityRoutes } from './identity.routes.js';
import { mediaRoutes } from './media.routes.js';
import { billingRoutes } from './billing.routes.js';
import { aiJobsRoutes } from './ai-jobs.routes.js';
import { contentRoutes } from './content.routes.js';
import { supportRoutes } from './support.routes.js';

/** One table per service, in the order /api/docs lists them; a new service adds its file here. */
const TABLES: RouteTable[] = [
  identityRoutes,
  mediaRoutes,
  billingRoutes,
  aiJobsRoutes,
  contentRoutes,
  supportRoutes,
];

/** The REST shim: every documented `/api/*` path, one row each (spec/consumer-app.md section 7). */
export function restRoutes(settings: RestSettings): Route[] {
  return TABLES.flatMap((table) => table(settings));
}
