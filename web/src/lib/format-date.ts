/**
 * A date as the screens show it (the browser's locale date), or `fallback` when there is none or it cannot
 * be read: the gallery cards leave it out (""), the billing screens show "—".
 */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : date.toLocaleDateString();
}
