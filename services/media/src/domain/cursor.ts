// The gallery lists are paged by keyset: newest first, ties broken by id. A cursor names the last item of
// a page by its exact timestamp (microseconds, as Postgres keeps it) and id; clients treat it as opaque.

/** Where a page ends: the last item's timestamp (ISO, microseconds, UTC) and id. */
export interface PageCursor {
  at: string;
  id: number;
}

/** What a client sees when a cursor is not one a list gave (edited, truncated, from elsewhere). */
export const BAD_CURSOR_MESSAGE = 'Invalid format: cursor is not one this list gave';

const ISO_MICROS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/** Whether `text` is a real UTC instant Postgres takes as it is (no 30 February, no year 0, no 24:00). */
function isRealInstant(text: string): boolean {
  const m = ISO_MICROS.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1 || h > 23 || mi > 59 || s > 59) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  date.setUTCFullYear(y); // Date.UTC reads years 0-99 as 1900-1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

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
    !isRealInstant(parsed[0]) ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1 ||
    (parsed[1] as number) > 2_147_483_647
  ) {
    return null;
  }
  return { at: parsed[0], id: parsed[1] as number };
}
