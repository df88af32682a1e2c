import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer: the app's own scripts only (no inline script), styles from
 * the app and its inline style attributes (Mantine sets some), images from the app, data: and blob:
 * (previews), connections to the app itself (GraphQL over HTTP and WebSocket), never framed.
 */
export function contentSecurityPolicy(production: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only where the site is served over https (a local http run would have its requests upgraded).
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, nosniff, a referrer policy that
 * keeps paths to the site itself, no framing, and HSTS in production.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, helmetOptions(production));
}

/** @fastify/helmet's options (exported for tests). */
export function helmetOptions(production: boolean) {
  return {
    contentSecurityPolicy: contentSecurityPolicy(production),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}
