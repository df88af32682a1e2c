import type { PaymentStatus } from '../../__generated__/graphql';

// How the admin tables show their values (spec business-admin-data sections 2 and 9).

/** Cents as US dollars with 2 decimals ("$14.99"). */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Text cut to `max` characters with an ellipsis (the subscription id: 20; a campaign message: 50). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A top-up's status as the revenue table shows it: completed and pending as they are, anything else failed. */
export function topUpStatusLabel(state: PaymentStatus): 'completed' | 'pending' | 'failed' {
  return state === 'completed' || state === 'pending' ? state : 'failed';
}

/** Monthly Growth with one decimal and its sign ("+12.5%", "-3.0%", "0.0%"). */
export function growthLabel(percent: number): string {
  const sign = percent > 0 ? '+' : '';
  return `${sign}${percent.toFixed(1)}%`;
}

/** A timestamp in the browser's locale, date and time; "—" when there is none. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString();
}

/** Rows per page of every admin list (the spec's admin lists load 100 rows). */
export const PAGE_SIZE = 100;

/** A campaign's yyyy-mm-dd window as the table shows it: "Always", "From …", "Until …" or "… – …". */
export function dateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Always';
}
