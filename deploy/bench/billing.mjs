// Billing figures for `npm run bench` (issue 4): debits per second over NATS request-reply with 50
// concurrent callers (each on its own account, then all on one account: row contention), p50/p99.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';

const CALLERS = 50;
const SECONDS = Number(process.env.BENCH_DURATION || 10);
const GRANT = 1_000_000;

/** The environment the launcher gave a running child (this bench started it, so it may read it). */
export async function childEnv(pid) {
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
}

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function signUp(gateway) {
  const res = await fetch(`${gateway}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `debit-${randomUUID()}@example.com`, password: 'bench-password-123' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  const { id } = await res.json();
  // The first read grants the free trial, so the balance row exists.
  await fetch(`${gateway}/api/user/session-balance`, { headers: { cookie } });
  return id;
}

/** Tops up an account straight in the ledger (a bench grant: no payment involved). */
export async function grant(db, userId) {
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO billing.balance_ledger ("userId", kind, "topUpDelta", "idempotencyKey", reference) VALUES ($1, 'grant', $2, $3, 'bench')`,
    [userId, GRANT, `bench:${randomUUID()}`],
  );
  await db.query(
    `UPDATE billing.session_balances SET "topUpSessions" = "topUpSessions" + $2 WHERE "userId" = $1`,
    [userId, GRANT],
  );
  await db.query('COMMIT');
}

async function run(nc, userOf) {
  const latencies = [];
  let ok = 0;
  let refused = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, i) => {
      while (Date.now() < end) {
        const key = randomUUID();
        const t = performance.now();
        const reply = await nc.request(
          'rpc.billing.debit',
          JSON.stringify({
            userId: userOf(i),
            actionType: 'virtual_tryon',
            cost: 1,
            idempotencyKey: key,
            geminiSessionId: key,
          }),
          { timeout: 10000 },
        );
        latencies.push(performance.now() - t);
        if (reply.json().ok) ok++;
        else refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rate: ok / SECONDS, p50: pct(latencies, 50), p99: pct(latencies, 99), refused };
}

export async function measureBilling({ gateway, state, say }) {
  const pid = state.children?.find((c) => c.name === 'billing')?.pid;
  if (!pid) return ['billing is not running: no debit figures'];
  const env = await childEnv(pid);
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  // The bus lets only ai-jobs call the debit: the bench calls as ai-jobs, with its credentials.
  const callerPid = state.children?.find((c) => c.name === 'ai-jobs')?.pid;
  const caller = callerPid ? await childEnv(callerPid) : env;
  const nc = await connect({
    servers: env.NATS_URL,
    ...(caller.NATS_USER
      ? { user: caller.NATS_USER, pass: caller.NATS_PASSWORD, inboxPrefix: `_INBOX.${caller.NATS_USER}` }
      : {}),
  });
  try {
    say(`signing up ${CALLERS} accounts for the debit bench`);
    const users = [];
    for (let i = 0; i < CALLERS; i++) users.push(await signUp(gateway));
    for (const u of users) await grant(db, u);
    const spread = await run(nc, (i) => users[i]);
    const one = await run(nc, () => users[0]);
    const line = (name, r) =>
      `${name}: ${r.rate.toFixed(0)} debits/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.refused ? `, ${r.refused} refused` : ''}`;
    return [
      line(
        `debits over NATS request-reply, ${CALLERS} callers on ${CALLERS} accounts (${SECONDS} s)`,
        spread,
      ),
      line(`the same, all ${CALLERS} callers on one account (row contention)`, one),
    ];
  } finally {
    await nc.close();
    await db.end();
  }
}
