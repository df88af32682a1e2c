import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

// Answers that are the same for everyone (the footer, public content pages) may be kept by browsers for a
// short while and then revalidated: every text answer carries an ETag (@fastify/etag), a request whose
// If-None-Match matches gets 304 with no body, and public answers say `Cache-Control: public`.

/** How long a browser may reuse a public answer before it revalidates it (a reload then costs a 304). */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/** `Cache-Control` of a public answer. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

/** Root fields whose answer does not depend on who asks. */
const PUBLIC_ROOT_FIELDS = new Set(['footerSections', 'contentPage', '__typename']);

/** Whether a GraphQL GET asks only for public root fields (then its answer may be cached by anyone). */
export function isPublicQuery(query: unknown): boolean {
  if (typeof query !== 'string' || query.length > 10_000) return false;
  try {
    const operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return (
      operations.length === 1 &&
      operations[0].operation === 'query' &&
      operations[0].selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value),
      )
    );
  } catch {
    return false;
  }
}

/**
 * ETags on every text answer (and 304 for a matching If-None-Match), and `Cache-Control: public` on
 * GraphQL GETs of public fields. REST rows mark their own public answers (the route's `cache`).
 */
export async function registerHttpCache(app: FastifyInstance): Promise<void> {
  await app.register(etag);
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' && reply.statusCode === 200 && req.url.startsWith('/graphql?')) {
      if (isPublicQuery((req.query as Record<string, unknown> | undefined)?.query)) {
        void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      }
    }
    return payload;
  });
}
