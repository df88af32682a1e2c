import type { ApolloClient } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';

/** The id of the page's block of answers that the gateway embeds for a signed-in person (gateway static.ts). */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * Seeds the cache with the answers the gateway put in the page it served to a signed-in person: a JSON block
 * (`<script type="application/json" id="initial-data">`, never run) of answers by operation name, for the
 * queries the build lists per route (web/vite.config.ts, ROUTE_QUERIES). Each of `queries` found there is
 * written to the cache as its answer, so the first render reads it instead of waiting for a round trip to
 * the server. The block is read once (then removed). A page without one (a visitor) or with an unreadable
 * one seeds nothing. Returns the names of the operations seeded.
 */
export function seedInitialData(
  client: ApolloClient,
  queries: DocumentNode[],
  doc: Document = document,
): string[] {
  const block = doc.getElementById(INITIAL_DATA_ID);
  if (!block) return [];
  block.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(block.textContent ?? '');
  } catch {
    return [];
  }
  if (!answers || typeof answers !== 'object') return [];
  const seeded: string[] = [];
  for (const query of queries) {
    const name = getOperationAST(query)?.name?.value;
    const data = name ? (answers as Record<string, unknown>)[name] : undefined;
    if (!name || !data || typeof data !== 'object') continue;
    client.writeQuery({ query, data });
    seeded.push(name);
  }
  return seeded;
}
