// The runbook's dead-letter commands, through the compiled CLI (`npx tsc -b` first): a message a consumer
// gave up on (parked by kit's deadLetter, as the services do) is listed with its reason, replayed onto
// its original subject with its correlation id, and removed from the dead letters; a second replay of the
// same sequence fails saying so.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AckPolicy } from '@nats-io/jetstream';
import { BalanceChanged, buildEnvelope, STREAMS } from '@tryon/proto-events';
import { CORRELATION_HEADER, deadLetter, ensureStreams, messageHeaders, type Nats } from '@tryon/kit';
import { freshNats, testNatsUrl } from '../../test-support/infra.js';

const run = promisify(execFile);
const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'nats', 'main.js');
let nats: Nats;

const cli = (...args: string[]) =>
  run(process.execPath, [CLI, ...args], { env: { ...process.env, NATS_URL: testNatsUrl() } });

beforeAll(async () => {
  nats = await freshNats('dead-letters-test');
  await ensureStreams(nats.jsm);
});
afterAll(() => nats?.nc.close());

test('a dead letter is listed, replayed on its subject, and removed', async () => {
  const envelope = buildEnvelope(
    BalanceChanged,
    { userId: 7, subscriptionSessions: 1, topUpSessions: 2, reason: 'grant' },
    { producer: 'billing', correlationId: 'corr-replay-1' },
  );
  await nats.js.publish(BalanceChanged.subject, JSON.stringify(envelope), {
    msgID: envelope.id,
    headers: messageHeaders('corr-replay-1'),
  });
  // A consumer that gives up on it, the way kit's consumers do.
  await nats.jsm.consumers.add(STREAMS.billing.name, {
    durable_name: 'replay-test',
    ack_policy: AckPolicy.Explicit,
    filter_subject: BalanceChanged.subject,
  });
  const consumer = await nats.js.consumers.get(STREAMS.billing.name, 'replay-test');
  const m = await consumer.next({ expires: 2000 });
  expect(m).not.toBeNull();
  await deadLetter(nats, m!, 'content-balance-changed', 'handler failed 5 times: database unreachable');
  m!.ack();

  const listed = await cli('dead-letters');
  const line = listed.stdout
    .trim()
    .split('\n')
    .find((l) => l.includes(BalanceChanged.subject));
  expect(line).toBeDefined();
  const [seq, , subject, consumerName, reason] = line!.split('\t');
  expect(subject).toBe(BalanceChanged.subject);
  expect(consumerName).toBe('content-balance-changed');
  expect(reason).toBe('handler failed 5 times: database unreachable');

  const before = (await nats.jsm.streams.info(STREAMS.billing.name)).state.last_seq;
  const replayed = await cli('replay', seq);
  expect(replayed.stdout).toMatch(
    new RegExp(`replayed dead letter ${seq} on ${BalanceChanged.subject} \\(stream BILLING\\); removed`),
  );

  const again = await nats.jsm.streams.getMessage(STREAMS.billing.name, { seq: before + 1 });
  expect(again).not.toBeNull();
  expect(again!.subject).toBe(BalanceChanged.subject);
  expect(JSON.parse(new TextDecoder().decode(again!.data))).toEqual(envelope);
  expect(again!.header.get(CORRELATION_HEADER)).toBe('corr-replay-1');
  expect(again!.header.get('x-dead-letter-reason')).toBe('');
  expect(again!.header.get('x-replayed-from-dead-letter')).toBe(seq);
  // The consumer gets it again.
  const redelivered = await consumer.next({ expires: 2000 });
  expect(redelivered?.json()).toEqual(envelope);
  redelivered!.ack();

  expect((await cli('dead-letters')).stdout).not.toContain(BalanceChanged.subject);
  await expect(cli('replay', seq)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`no dead letter with sequence ${seq}`),
  });
});

test('replay without a sequence prints the usage', async () => {
  await expect(cli('replay')).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^usage:/) });
});
