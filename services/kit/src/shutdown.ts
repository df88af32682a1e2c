import closeWithGrace from 'close-with-grace';
import type { Logger } from './logger.js';
import { shutdownTracing } from './tracing-context.js';

export interface ShutdownStep {
  name: string;
  close: () => Promise<unknown>;
}

/**
 * On SIGTERM/SIGINT (or an uncaught error) runs the steps in order: stop taking work first (HTTP server,
 * consumers), then flush (outbox), then close pools, then export the last spans. Gives up after `timeoutMs`.
 */
export function installShutdown(logger: Logger, steps: ShutdownStep[], timeoutMs = 15000): void {
  closeWithGrace({ delay: timeoutMs, logger: false }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'fatal error, shutting down');
    else logger.info({ signal }, 'shutting down');
    for (const step of steps) {
      try {
        await step.close();
      } catch (e) {
        logger.warn({ err: e, step: step.name }, 'shutdown step failed');
      }
    }
    await shutdownTracing().catch(() => undefined); // the spans still buffered (tracing on)
    logger.info('stopped');
  });
}
