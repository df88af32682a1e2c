import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import {
  CONTEXT_HEADER,
  CORRELATION_HEADER,
  signContext,
  timeoutError,
  traceContextHeaders,
  unavailableError,
  type CallerContext,
  type Logger,
  type Role,
} from '@tryon/kit';

export const SID_COOKIE = 'sid';

type Who = { userId: number; role: Role } | null;

/** SHA-256 (hex) of a cookie value, as identity stores it. */
export function hashSid(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * Resolves the `sid` cookie to a user through identity, with a short cache (30 s for a user, 5 s for
 * an unknown cookie) that a session-revoked event or a sign-in/sign-out through the gateway evicts.
 */
export class CallerResolver {
  private readonly cache = new LRUCache<string, { who: Who }>({ max: 20000, ttl: 30000 });

  constructor(private readonly opts: { identityUrl: string; secret: string; logger: Logger }) {}

  /** Signs the token used for calls that act for nobody in particular (schema loading, resolution). */
  serviceToken(correlationId?: string): Promise<string> {
    return signContext(this.opts.secret, { userId: null, role: null, ip: null, correlationId });
  }

  evict(sidHash: string): void {
    this.cache.delete(sidHash);
  }

  private async lookup(sidHash: string, correlationId: string): Promise<Who> {
    const hit = this.cache.get(sidHash);
    if (hit) return hit.who;
    // The look-up continues the request's trace at identity: it carries its own traceparent, so the
    // undici instrumentation leaves it alone (kit's tracing-sdk.ts).
    const res = await fetch(`${this.opts.identityUrl}/internal/sessions/resolve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CONTEXT_HEADER]: await this.serviceToken(correlationId),
        [CORRELATION_HEADER]: correlationId,
        ...traceContextHeaders(),
      },
      body: JSON.stringify({ sidHash }),
      signal: AbortSignal.timeout(5000),
    });
    let who: Who = null;
    if (res.ok) who = (await res.json()) as Who;
    else if (res.status === 502 || res.status === 503)
      throw unavailableError(`identity answered ${res.status}`);
    else if (res.status === 504) throw timeoutError(`identity answered ${res.status}`);
    else if (res.status !== 404) throw new Error(`identity answered ${res.status} resolving a session`);
    this.cache.set(sidHash, { who }, { ttl: who ? 30000 : 5000 });
    return who;
  }

  /** Who is calling: a signed-in user, or a visitor (userId null). Never trusts client headers. */
  resolve(req: FastifyRequest): Promise<CallerContext> {
    return this.resolveSid(req.cookies?.[SID_COOKIE], req.ip ?? null, req.id);
  }

  /** Same, from a raw cookie value (WebSocket upgrades have no fastify request). */
  async resolveSid(
    raw: string | undefined,
    ip: string | null,
    correlationId: string,
  ): Promise<CallerContext> {
    const base: CallerContext = { userId: null, role: null, ip, correlationId };
    if (!raw || raw.length > 200) return base;
    const sidHash = hashSid(raw);
    const who = await this.lookup(sidHash, correlationId);
    return who ? { ...base, userId: who.userId, role: who.role, sidHash } : base;
  }
}
