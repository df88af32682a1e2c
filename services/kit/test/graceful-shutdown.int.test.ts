// SIGTERM to a subgraph process lets the GraphQL requests in flight finish, then exits 0 (kit's
// shutdown.ts). Run as in production (NODE_ENV=production), where Apollo Server would otherwise stop at
// once on the signal and raise it again, ending the process under the request.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { signContext } from '../src/index.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'graceful-subgraph.ts');
const SECRET = 'x'.repeat(40);

it('finishes a GraphQL request in flight on SIGTERM, then exits 0', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, NODE_ENV: 'production', SECRET, SLOW_MS: '1500' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = /^listening (\d+)$/.exec(line);
        if (m) resolve(Number(m[1]));
      });
      void exited.then((code) => reject(new Error(`the fixture exited (${code}) before it listened`)));
    });
    const answer = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tryon-context': await signContext(SECRET, { userId: 1, role: 'user', ip: null }),
      },
      body: JSON.stringify({ query: '{ slow }' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 400)); // the request is being served
    child.kill('SIGTERM');
    expect(await answer).toEqual({ status: 200, body: { data: { slow: 'done' } } });
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 30_000);
