import { z } from 'zod';

// What every service's admin lists and charts share: the page arguments (the spec's admin lists load 100
// rows at offset 0; at most 500 a page) and the series of UTC days and months that charts plot.

/** limit 1 to 500 (default 100) and offset from 0 (default 0), as the admin lists take them. */
export const adminPageInput = z.object({
  limit: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 100)
    .pipe(
      z
        .number()
        .min(1, 'Invalid data: limit must be 1 to 500')
        .max(500, 'Invalid data: limit must be 1 to 500'),
    ),
  offset: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0)
    .pipe(
      z
        .number()
        .min(0, 'Invalid data: offset must be 0 or more')
        .max(10_000_000, 'Invalid data: offset is too large'),
    ),
});

/** A chart's window: days 1 to 366 (default 30). */
export const chartDaysInput = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? 30)
  .pipe(
    z.number().min(1, 'Invalid data: days must be 1 to 366').max(366, 'Invalid data: days must be 1 to 366'),
  );

/** A chart's window: months 1 to 36 (default 12). */
export const chartMonthsInput = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? 12)
  .pipe(
    z.number().min(1, 'Invalid data: months must be 1 to 36').max(36, 'Invalid data: months must be 1 to 36'),
  );

/** The first instant of `now`'s UTC day, `back` days earlier. */
export function utcDayStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
}

/** The first instant of `now`'s UTC month, `back` months earlier. */
export function utcMonthStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/** yyyy-mm-dd of a UTC day. */
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
/** yyyy-mm of a UTC month. */
export const monthKey = (d: Date): string => d.toISOString().slice(0, 7);

/**
 * The last `count` UTC days (or months) up to `now`'s, oldest first, each with the values found for it in
 * `rows` (keyed by `dayKey`/`monthKey`) or `empty` when none: a chart's series with its zeros.
 */
export function fillSeries<T extends object>(
  unit: 'day' | 'month',
  count: number,
  now: Date,
  rows: Map<string, T>,
  empty: T,
): ({ key: string } & T)[] {
  const out: ({ key: string } & T)[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const key = unit === 'day' ? dayKey(utcDayStart(now, back)) : monthKey(utcMonthStart(now, back));
    out.push({ key, ...(rows.get(key) ?? empty) });
  }
  return out;
}
