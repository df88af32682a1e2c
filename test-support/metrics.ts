// Reading a Prometheus scrape in tests: the text format, one series a line (`name{a="x",b="y"} value`).

/** The labels of one series line, or null when the line is not a series of `name`. */
function seriesOf(line: string, name: string): { labels: Record<string, string>; value: number } | null {
  const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
  if (!m || m[1] !== name) return null;
  const labels: Record<string, string> = {};
  for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
  return { labels, value: Number(m[3]) };
}

/**
 * The value of the series `name` whose labels include `labels` (others may be there too), or undefined
 * when the scrape has no such series. Throws when several series match: the test must say which.
 */
export function seriesValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = text
    .split('\n')
    .map((line) => seriesOf(line, name))
    .filter((s) => s && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** Every label set of the series `name` in a scrape. */
export function seriesLabels(text: string, name: string): Record<string, string>[] {
  return text
    .split('\n')
    .map((line) => seriesOf(line, name))
    .filter((s) => s !== null)
    .map((s) => s.labels);
}

/** GETs `<base>/metrics` and answers the text (throws unless it is a 200 in Prometheus' format). */
export async function scrape(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`);
  if (res.status !== 200) throw new Error(`${base}/metrics answered ${res.status}`);
  if (!res.headers.get('content-type')?.startsWith('text/plain')) {
    throw new Error(`${base}/metrics answered ${res.headers.get('content-type')}`);
  }
  return res.text();
}
