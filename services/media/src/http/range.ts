/**
 * Parses a `Range` header for a body of `size` bytes: one inclusive byte range, 'unsatisfiable' (416),
 * or null when the whole body should be sent (no header, another unit, several ranges, bad syntax).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    // Suffix range: the last b bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (b !== '' && Number(b) < start) return null;
  return { start, end };
}

/** Whether an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
