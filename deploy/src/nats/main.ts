// The bus configuration for servers the launcher does not start (docker compose, Kubernetes, your own):
//   node deploy/dist/nats/main.js config      the nats-server authorization block (= deploy/nats/tryon-auth.conf)
//   node deploy/dist/nats/main.js passwords   a new password per user, as TRYON_NATS_PASSWORD_<USER>=... lines
// And the dead letters (as the bus's `admin` user: NATS_URL with its credentials, or NATS_USER/NATS_PASSWORD):
//   node deploy/dist/nats/main.js dead-letters           the parked messages: seq, time, subject, consumer, reason
//   node deploy/dist/nats/main.js replay <seq> [--keep]  publishes one again on its subject, then deletes it
import { ALL_BUS_USERS } from '@tryon/proto-events';
import { jetstreamManager } from '@nats-io/jetstream';
import { newBusPassword, passwordVariable, renderAuthConfig } from './auth-config.js';
import { connectAdmin, listDeadLetters, replayDeadLetter } from './dead-letters.js';

const USAGE =
  'usage: node deploy/dist/nats/main.js config | passwords | dead-letters [limit] | replay <seq> [--keep]\n';
const [command, arg] = process.argv.slice(2);

if (command === 'config') {
  process.stdout.write(renderAuthConfig());
} else if (command === 'passwords') {
  for (const user of ALL_BUS_USERS) process.stdout.write(`${passwordVariable(user)}=${newBusPassword()}\n`);
} else if (command === 'dead-letters' || command === 'replay') {
  const seq = Number(arg);
  if (command === 'replay' && !(Number.isInteger(seq) && seq > 0)) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const nc = await connectAdmin();
  try {
    if (command === 'dead-letters') {
      const letters = await listDeadLetters(await jetstreamManager(nc), arg ? Number(arg) : 100);
      for (const d of letters) {
        process.stdout.write(`${d.seq}\t${d.time}\t${d.subject}\t${d.consumer}\t${d.reason}\n`);
      }
      if (letters.length === 0) process.stderr.write('no dead letters\n');
    } else {
      const done = await replayDeadLetter(nc, seq, { keep: process.argv.includes('--keep') });
      process.stdout.write(
        `replayed dead letter ${seq} on ${done.subject} (stream ${done.stream})` +
          `${done.deleted ? '; removed from the dead letters' : ''}\n`,
      );
    }
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await nc.close();
  }
} else {
  process.stderr.write(USAGE);
  process.exit(2);
}
