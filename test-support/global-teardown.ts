export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as any).__NATS_CHILD__;
  if (child) child.kill('SIGTERM');
}
