// The bus configuration for servers the launcher does not start (docker compose, Kubernetes, your own):
//   node deploy/dist/nats/main.js config      the nats-server authorization block (= deploy/nats/tryon-auth.conf)
//   node deploy/dist/nats/main.js passwords   a new password per user, as TRYON_NATS_PASSWORD_<USER>=... lines
import { ALL_BUS_USERS } from '@tryon/proto-events';
import { newBusPassword, passwordVariable, renderAuthConfig } from './auth-config.js';

const command = process.argv[2];
if (command === 'config') {
  process.stdout.write(renderAuthConfig());
} else if (command === 'passwords') {
  for (const user of ALL_BUS_USERS) process.stdout.write(`${passwordVariable(user)}=${newBusPassword()}\n`);
} else {
  process.stderr.write('usage: node deploy/dist/nats/main.js config | passwords\n');
  process.exit(2);
}
