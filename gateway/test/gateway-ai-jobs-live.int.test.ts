process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { Client } from 'graphql-ws';
import { signUp, startStack, type Stack } from '../../test-support/stack.js';
import { connectedWsClient, subscriptionSettle } from '../../test-support/ws.js';

// The live status push of AI jobs over the gateway's graphql-ws endpoint. A file of its own: its stack
// must be the only one on the run's NATS server (two stacks would share stream and subject names).

let live: Stack;
const clients: Client[] = [];

beforeAll(async () => {
  // No worker yet: the job waits in the queue until the subscriptions are in place.
  live = await startStack(['identity', 'media', 'billing', 'ai-jobs']);
});

afterAll(async () => {
  // Closed before the stack stops, so that no client tries to reconnect to a gateway that is gone.
  await Promise.all(clients.map((c) => c.dispose()));
  await live?.stop();
});

async function wsClient(cookie: string) {
  const client = await connectedWsClient(live.base, cookie);
  clients.push(client);
  return client;
}

it("pushes a job's statuses to its owner, up to completed, and nothing to anyone else", async () => {
  const ann = await signUp(live.base);
  const bob = await signUp(live.base);
  const started = await fetch(`${live.base}/api/gemini/generate-person`, {
    method: 'POST',
    headers: { cookie: ann.cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(started.status).toBe(201);
  const { id } = (await started.json()) as { id: number };

  const follow = async (cookie: string) => {
    const seen: string[] = [];
    const client = await wsClient(cookie);
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe(
        {
          query: 'subscription ($id: Int!) { geminiSessionUpdated(id: $id) { id status resultUrl offline } }',
          variables: { id },
        },
        {
          next: (m) => seen.push((m.data as any).geminiSessionUpdated.status),
          error: reject,
          complete: resolve,
        },
      );
    });
    return { seen, done };
  };
  const owner = await follow(ann.cookie);
  const stranger = await follow(bob.cookie);
  await subscriptionSettle();
  await live.startWorker();
  await owner.done;
  expect(owner.seen).toEqual(['processing', 'completed']);
  await new Promise((r) => setTimeout(r, 300));
  expect(stranger.seen).toEqual([]);
});
