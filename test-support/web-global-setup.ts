// Global setup of the web project: the bundle of its heavy libraries that jest maps their imports to
// (test-support/web-vendor.cjs), built once and kept until the dependencies change.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildVendor } = require('./web-vendor.cjs') as { buildVendor: () => Promise<void> };

export default async function webGlobalSetup(): Promise<void> {
  await buildVendor();
}
