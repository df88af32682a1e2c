// The gallery lists are paged by keyset: newest first, ties broken by id. A cursor names the last item of
// a page by its exact timestamp (microseconds, as Postgres keeps it) and id; clients treat it as opaque.

/** Where a page ends: the last item's timestamp (ISO, microseconds, UTC) and id. */
export interface PageCursor {
  at: string;
  id: number;
}

/** What a client sees when a cursor is not one a list gave (edited, truncated, from elsewhere). */
export const BAD_CURSOR_MESSAGE = 'Invalid format: cursor is not one this list gave';

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque text of a cursor (base64url of its JSON). */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one `encodeCursor` made. */
export function decodeCursor(text: string): PageCursor | null {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !ISO_MICROS.test(parsed[0]) ||
    Number.isNaN(Date.parse(parsed[0])) ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1 ||
    (parsed[1] as number) > 2_147_483_647
  ) {
    return null;
  }
  return { at: parsed[0], id: parsed[1] as number };
}
