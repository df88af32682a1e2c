export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as any).__NATS_CHILD__;
  if (child) child.kill('SIGTERM');
  const s3 = (globalThis as any).__S3RVER__;
  if (s3) await s3.close();
  const containers = (globalThis as any).__CONTAINERS__;
  if (containers) await containers.stop();
}
