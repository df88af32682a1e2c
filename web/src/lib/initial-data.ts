import type { ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';

/**
 * The id of the page's block of answers the gateway embeds (a signed-in person's, or a visitor's; gateway
 * static.ts): a JSON block (`<script type="application/json" id="initial-data">`, never run) of answers by
 * operation name, for the queries the build lists per route (web/vite.config.ts, ROUTE_QUERIES).
 */
export const INITIAL_DATA_ID = 'initial-data';

/** The embedded answers not seeded yet, by operation name (read from the block by {@link readInitialData}). */
let later = new Map<string, unknown>();
/** Every embedded answer, as the page came with them (read by {@link initialAnswer}). */
let atStart = new Map<string, unknown>();

/**
 * Reads the page's block of embedded answers (once: the block is then removed) and keeps them for
 * {@link initialAnswer} and {@link seedLaterInitialData}; a page without one, or with an unreadable one,
 * keeps none. The entry reads it before the first render, without Apollo Client, which loads later.
 */
export function readInitialData(doc: Document = document): void {
  later = new Map();
  atStart = later;
  const block = doc.getElementById(INITIAL_DATA_ID);
  if (!block) return;
  block.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(block.textContent ?? '');
  } catch {
    return;
  }
  if (answers && typeof answers === 'object') {
    later = new Map(Object.entries(answers as Record<string, unknown>));
    atStart = new Map(later);
  }
}

/** The embedded answer of the operation `name` (seeded into the cache or not), or `undefined`. */
export function initialAnswer(name: string): unknown {
  return atStart.get(name);
}

/** The name of a document's operation (graphql's getOperationAST, without loading graphql in the entry). */
function operationName(query: DocumentNode): string | undefined {
  for (const definition of query.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

/**
 * Seeds the cache with the embedded answers of `queries` not seeded yet (the app's client is made with the
 * current user's and the dashboard's; the signed-in layout's balance and promo banner, whose documents are in
 * a later chunk, when it loads), each once: the first render reads them instead of waiting for a round trip,
 * and a later screen asks the server as usual. Returns the names of the operations seeded.
 */
export function seedLaterInitialData(client: ApolloClient, queries: DocumentNode[]): string[] {
  const seeded: string[] = [];
  for (const query of queries) {
    const name = operationName(query);
    const data = name ? later.get(name) : undefined;
    if (!name || !data || typeof data !== 'object') continue;
    later.delete(name);
    client.writeQuery({ query, data });
    seeded.push(name);
  }
  return seeded;
}
