import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  allBusPermissions,
  BUS_USERS,
  busAllows,
  busPermissions,
  inboxPrefix,
  subjectMatches,
  type BusUserName,
} from './bus-permissions.js';
import { EVENTS } from './registry.js';
import { STREAMS } from './streams.js';
import { DEBIT_SUBJECT } from './billing/debit.rpc.js';
import { EXPORT_PART_SERVICES, EXPORT_USER_SUBJECTS } from './account/export.rpc.js';
import { REGISTER_RESULT_SUBJECT, RESOLVE_IMAGE_SUBJECT } from './media/image.rpc.js';

const users = Object.keys(BUS_USERS) as BusUserName[];
const may = (u: BusUserName, subject: string) => busAllows(u, 'publish', subject);
const mayHear = (u: BusUserName, subject: string) => busAllows(u, 'subscribe', subject);
const publishersOf = (subject: string) => users.filter((u) => may(u, subject));

describe('subjectMatches', () => {
  it('follows NATS wildcards', () => {
    expect(subjectMatches('billing.>', 'billing.balance.changed.v1')).toBe(true);
    expect(subjectMatches('billing.>', 'billing')).toBe(false);
    expect(subjectMatches('$JS.ACK.*.*.S.D.>', '$JS.ACK._.h.S.D.1.2.3.4.5.x')).toBe(true);
    expect(subjectMatches('$JS.ACK.S.D.>', '$JS.ACK.S.E.1')).toBe(false);
    expect(subjectMatches('a.*', 'a.b.c')).toBe(false);
  });
});

describe('bus permissions', () => {
  it('lets only ai-jobs (API and workers) publish its events: no fake job.failed from billing', () => {
    expect(may('ai-jobs', 'aijobs.job.failed.v1')).toBe(true);
    expect(may('ai-jobs-worker', 'aijobs.job.failed.v1')).toBe(true);
    expect(may('billing', 'aijobs.job.failed.v1')).toBe(false);
    expect(busPermissions('billing').publish).not.toContain('aijobs.>');
    expect(publishersOf('aijobs.job.failed.v1').sort()).toEqual(['ai-jobs', 'ai-jobs-worker']);
    expect(publishersOf('billing.balance.changed.v1')).toEqual(['billing']);
    expect(publishersOf('identity.user.registered.v1')).toEqual(['identity']);
  });

  it('gives every event of the registry its one owner (the shared audit stream: every service)', () => {
    for (const e of Object.values(EVENTS)) {
      const who = publishersOf(e.subject);
      if (e.stream === STREAMS.audit.name) {
        expect(who.sort()).toEqual(users.filter((u) => BUS_USERS[u].jetstream).sort());
      } else {
        // One service's stream (ai-jobs' two processes share theirs).
        expect(who.length).toBeGreaterThan(0);
        expect(new Set(who.map((u) => (u === 'ai-jobs-worker' ? 'ai-jobs' : u))).size).toBe(1);
      }
    }
    expect(users.filter((u) => may(u, 'audit.admin-action.recorded.v1'))).not.toContain('gateway');
  });

  it('lets only ai-jobs call the debit, and only billing answer it', () => {
    expect(publishersOf(DEBIT_SUBJECT)).toEqual(['ai-jobs']);
    expect(users.filter((u) => mayHear(u, DEBIT_SUBJECT))).toEqual(['billing']);
    expect(busPermissions('billing').allowResponses).toBe(true);
    expect(busPermissions('media').allowResponses).toBe(true);
    expect(busPermissions('ai-jobs-worker').allowResponses).toBe(false);
    expect(busPermissions('gateway').allowResponses).toBe(false);
    expect(users.filter((u) => mayHear(u, RESOLVE_IMAGE_SUBJECT))).toEqual(['media']);
    expect(publishersOf(REGISTER_RESULT_SUBJECT)).toEqual(['ai-jobs-worker']);
    // Nobody publishes into another's inbox (responders use allow_responses).
    for (const u of users) expect(may(u, '_INBOX.ai-jobs.abc.1')).toBe(false);
  });

  it("lets only media ask for a person's export parts, and each service answer only its own", () => {
    for (const service of EXPORT_PART_SERVICES) {
      const subject = EXPORT_USER_SUBJECTS[service];
      expect(publishersOf(subject)).toEqual(['media']);
      expect(users.filter((u) => mayHear(u, subject))).toEqual([service]);
      expect(busPermissions(service).allowResponses).toBe(true);
    }
  });

  it("keeps each user's replies to itself", () => {
    for (const u of users) {
      expect(mayHear(u, `${inboxPrefix(u)}.nuid.1`)).toBe(true);
      for (const other of users)
        if (other !== u) expect(mayHear(u, `${inboxPrefix(other)}.nuid.1`)).toBe(false);
      expect(mayHear(u, '_INBOX.nuid.1')).toBe(false);
      expect(mayHear(u, '>')).toBe(false);
    }
  });

  it('lets a service use its own durables only, with their own filter', () => {
    expect(may('billing', '$JS.API.CONSUMER.CREATE.AI_JOBS.billing-job-failed.aijobs.job.failed.v1')).toBe(
      true,
    );
    expect(may('billing', '$JS.API.CONSUMER.CREATE.AI_JOBS.billing-job-failed.aijobs.>')).toBe(false);
    expect(may('billing', '$JS.API.CONSUMER.MSG.NEXT.AI_JOBS.billing-job-failed')).toBe(true);
    expect(may('billing', '$JS.ACK.AI_JOBS.billing-job-failed.1.2.3.4.0')).toBe(true);
    expect(may('billing', 'deadletter.aijobs.job.failed.v1')).toBe(true);
    expect(may('billing', 'deadletter.identity.preferences.changed.v1')).toBe(false);
    expect(may('content', '$JS.API.CONSUMER.MSG.NEXT.BILLING.support-mail-balance-changed')).toBe(false);
    expect(may('content', '$JS.API.CONSUMER.DELETE.BILLING.support-mail-balance-changed')).toBe(false);
    expect(may('content', '$JS.API.CONSUMER.DELETE.BILLING.content-audience-balance-changed')).toBe(true);
    const durables = users.flatMap((u) => BUS_USERS[u].consumes.map((c) => c.durable));
    expect(new Set(durables).size).toBe(durables.length);
    for (const u of users) {
      for (const c of BUS_USERS[u].consumes) {
        expect(Object.values(STREAMS).some((s) => s.name === c.event.stream)).toBe(true);
        expect(publishersOf(`$JS.API.CONSUMER.MSG.NEXT.${c.event.stream}.${c.durable}`)).toEqual([u]);
      }
    }
  });

  it('lets services create the streams but not update others, purge or delete any', () => {
    for (const u of users) {
      for (const s of Object.values(STREAMS)) {
        expect(may(u, `$JS.API.STREAM.DELETE.${s.name}`)).toBe(false);
        expect(may(u, `$JS.API.STREAM.PURGE.${s.name}`)).toBe(false);
        expect(may(u, `$JS.API.STREAM.MSG.GET.${s.name}`)).toBe(false);
        expect(may(u, `$JS.API.STREAM.CREATE.${s.name}`)).toBe(BUS_USERS[u].jetstream);
      }
    }
    expect(may('billing', '$JS.API.STREAM.UPDATE.BILLING')).toBe(true);
    expect(may('billing', '$JS.API.STREAM.UPDATE.AI_JOBS')).toBe(false);
    expect(may('content', '$JS.API.STREAM.UPDATE.AUDIT')).toBe(false);
  });

  it('gives the gateway its live events to hear and nothing to publish but account info', () => {
    expect(busPermissions('gateway').publish).toEqual(['$JS.API.INFO']);
    expect(mayHear('gateway', 'aijobs.session.status-changed.v1')).toBe(true);
    expect(mayHear('gateway', 'billing.balance.changed.v1')).toBe(true);
    expect(mayHear('gateway', 'billing.payment.completed.v1')).toBe(false);
  });

  it('names users as subject tokens', () => {
    expect(Object.keys(allBusPermissions()).sort()).toEqual([...users].sort());
    expect(inboxPrefix('ai-jobs')).toBe('_INBOX.ai-jobs');
    expect(inboxPrefix('odd user')).toBe('_INBOX');
    expect(inboxPrefix(undefined)).toBe('_INBOX');
  });
});

// The table names each durable; the consumers name them in their own code. They must agree, or a
// service would be refused its own consumer at start.
describe('the durables in the services', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) files.push(p);
    }
  };
  for (const s of readdirSync(path.join(root, 'services'))) {
    const src = path.join(root, 'services', s, 'src');
    if (s !== 'kit' && statSync(path.join(root, 'services', s)).isDirectory()) walk(src);
  }

  it('are the ones of the table, each in its own service', () => {
    const found = new Map<string, string>();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/durable:\s*'([^']+)'|DURABLE\s*=\s*'([^']+)'/g)) {
        found.set(m[1] ?? m[2]!, path.relative(root, f).split(path.sep)[1]!);
      }
    }
    const table = new Map<string, string>(
      users.flatMap((u) => BUS_USERS[u].consumes.map((c) => [c.durable, u] as const)),
    );
    expect([...found.keys()].sort()).toEqual([...table.keys()].sort());
    for (const [durable, dir] of found) expect(table.get(durable)!.startsWith(dir)).toBe(true);
  });
});
