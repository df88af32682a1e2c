import { dropDatabase } from './global-setup.ts';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const admin = process.env.TEST_ADMIN_DATABASE_URL;
  if (template && admin) await dropDatabase(admin, template).catch(() => undefined);
  for (const child of (globalThis as any).__NATS_CHILDREN__ ?? []) child.kill('SIGTERM');
  const s3 = (globalThis as any).__S3RVER__;
  if (s3) await s3.close();
  const containers = (globalThis as any).__CONTAINERS__;
  if (containers) await containers.stop();
}
