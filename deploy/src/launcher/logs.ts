/**
 * Rendering of child process output: pino JSON lines become one compact, prefixed line
 * (`[identity] info user registered userId=...`), anything else is printed as is behind the prefix.
 */

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
/** Keys that say nothing useful on a developer's terminal (the prefix already names the process). */
const OMIT = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'message',
  'v',
  'name',
  'service',
  'req',
  'res',
  'responseTime',
  'err',
  'error',
]);
const MAX_VALUE = 200;

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
const LEVEL_COLORS: Record<string, number> = { warn: 33, error: 31, fatal: 31, debug: 90, trace: 90 };

export interface RenderOptions {
  color?: boolean;
  /** Index into the prefix colour palette (one per process). */
  colorIndex?: number;
}

function paint(on: boolean | undefined, code: number, s: string): string {
  return on ? `\u001b[${code}m${s}\u001b[0m` : s;
}

export function formatPrefix(name: string, opts: RenderOptions = {}): string {
  return paint(opts.color, COLORS[(opts.colorIndex ?? 0) % COLORS.length], `[${name}]`);
}

export function levelName(level: unknown): string {
  if (typeof level === 'number') return LEVEL_NAMES[level] ?? `level${level}`;
  if (typeof level === 'string') return level.toLowerCase();
  return 'info';
}

function formatValue(v: unknown): string {
  let s: string;
  if (typeof v === 'string') s = /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  else if (v === undefined) s = 'undefined';
  else s = JSON.stringify(v) ?? String(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses a pino line; undefined when the line is not a JSON object with a level. */
export function parseJsonLog(line: string): Record<string, unknown> | undefined {
  const t = line.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) return undefined;
  try {
    const obj: unknown = JSON.parse(t);
    if (isRecord(obj) && ('level' in obj || 'msg' in obj)) return obj;
  } catch {
    /* not JSON: printed as is */
  }
  return undefined;
}

/** The text after the prefix for one pino record (no colour). Multi-line for error stacks. */
export function renderRecord(rec: Record<string, unknown>): { level: string; text: string } {
  const level = levelName(rec.level);
  const parts: string[] = [];
  const msg = rec.msg ?? rec.message;
  if (msg !== undefined && msg !== '') parts.push(typeof msg === 'string' ? msg : formatValue(msg));
  const req = rec.req;
  if (isRecord(req) && typeof req.method === 'string') parts.push(`${req.method} ${String(req.url ?? '')}`);
  const res = rec.res;
  if (isRecord(res) && res.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof rec.responseTime === 'number') parts.push(`${rec.responseTime.toFixed(1)}ms`);
  for (const [k, v] of Object.entries(rec)) {
    if (OMIT.has(k)) continue;
    parts.push(`${k}=${formatValue(v)}`);
  }
  let text = parts.join(' ');
  const err = isRecord(rec.err) ? rec.err : isRecord(rec.error) ? rec.error : undefined;
  if (err) {
    const head = `${String(err.type ?? 'Error')}: ${String(err.message ?? '')}`;
    const stack = typeof err.stack === 'string' ? err.stack.split('\n').slice(1) : [];
    text = [text ? `${text} ${head}` : head, ...stack.map((l) => `    ${l.trim()}`)].join('\n');
  }
  return { level, text };
}

/**
 * One raw output line of a child -> what the launcher prints (possibly several lines, each prefixed).
 */
export function renderLine(name: string, line: string, opts: RenderOptions = {}): string {
  const prefix = formatPrefix(name, opts);
  const rec = parseJsonLog(line);
  if (!rec) return `${prefix} ${line.replace(/\s+$/, '')}`;
  const { level, text } = renderRecord(rec);
  const lvl = paint(opts.color, LEVEL_COLORS[level] ?? 0, level);
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? `${prefix} ${lvl} ${l}` : `${prefix} ${l}`))
    .join('\n');
}

/**
 * nats-server's own lines: `[1234] 2026/11/22 03:00:00.123456 [INF] Server is ready` ->
 * `INF Server is ready` (pid and timestamp dropped).
 */
export function compactNatsLine(line: string): string {
  const m = /^\[\d+\]\s+\d{4}\/\d{2}\/\d{2}\s+\d{2}:\d{2}:\d{2}(?:\.\d+)?\s+\[(\w+)\]\s?(.*)$/.exec(line);
  return m ? `${m[1]} ${m[2]}` : line;
}

/**
 * Postgres' own lines: `2026-11-22 03:00:00.123 UTC [1234] LOG:  database system is ready` ->
 * `LOG:  database system is ready`.
 */
export function compactPostgresLine(line: string): string {
  const m = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? \S+ \[\d+\] (.*)$/.exec(line);
  return m ? m[1] : line;
}

/**
 * Routine lines of the embedded servers (nats-server INF banner, Postgres LOG lines) are shown only
 * with LOG_LEVEL debug or trace; warnings and errors are always shown.
 */
export function isRoutineInfraLine(kind: 'nats' | 'postgres', compacted: string, logLevel: string): boolean {
  if (logLevel === 'debug' || logLevel === 'trace') return false;
  // The bus passwords reach nats-server through its environment, on purpose (deploy/README.md).
  if (kind === 'nats') return /^(INF|DBG|TRC)\b|^WRN Plaintext passwords detected/.test(compacted);
  return /^LOG:/.test(compacted);
}
