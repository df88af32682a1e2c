import { readFile } from 'node:fs/promises';
import type { SupergraphSdlHook } from '@apollo/gateway';
import { Periodic, type Logger } from '@tryon/kit';

/** Where the supergraph comes from: a file path or an http(s) URL (env SUPERGRAPH). */
export interface SupergraphSourceOptions {
  location: string;
  /** How often to look for a new one, in ms (0: never). */
  pollMs: number;
  logger: Logger;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/**
 * Reads the supergraph once. A URL answers with its ETag remembered: an unchanged one (304) gives
 * `undefined`, so polling a supergraph registry or a bucket costs one small request.
 */
export function supergraphReader(location: string): () => Promise<string | undefined> {
  if (!isUrl(location)) return () => readFile(location, 'utf8');
  let etag: string | undefined;
  return async () => {
    const res = await fetch(location, {
      headers: etag ? { 'if-none-match': etag } : {},
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 304) return undefined;
    if (!res.ok) throw new Error(`${location} answered ${res.status}`);
    const text = await res.text();
    etag = res.headers.get('etag') ?? undefined;
    return text;
  };
}

/**
 * The gateway's `supergraphSdl`: loads the supergraph from a file or URL at start (a failure stops the
 * start), then every `pollMs` looks again and hands a changed one to the gateway, which swaps its schema
 * and query planner at once: requests in flight finish on the plan they started with, later ones use the
 * new one, and nothing restarts. A new supergraph the gateway refuses (not a supergraph, a syntax error,
 * half a file) is logged and the current one kept; it is tried again only once it changes.
 */
export function supergraphSource(opts: SupergraphSourceOptions): SupergraphSdlHook {
  const { location, pollMs, logger } = opts;
  const read = supergraphReader(location);
  return async ({ update }) => {
    const first = await read();
    if (!first) throw new Error(`no supergraph at ${location}`);
    let seen = first;
    const poll = new Periodic(
      'supergraph poll',
      async () => {
        const next = await read();
        if (next === undefined || next === seen) return;
        seen = next;
        try {
          update(next);
          logger.info({ supergraph: location }, 'new supergraph loaded');
        } catch (err) {
          logger.error(
            { supergraph: location, err: (err as Error).message },
            'new supergraph refused; still serving the previous one',
          );
        }
      },
      logger,
    );
    if (pollMs > 0) poll.start(pollMs, { immediately: false });
    return { supergraphSdl: first, cleanup: () => poll.stop() };
  };
}
