process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { Client } from 'graphql-ws';
import { SessionStatusChanged, buildEnvelope } from '@tryon/proto-events';
import { eventually } from '../../test-support/infra.js';
import { signUp, startStack, type Stack } from '../../test-support/stack.js';
import { connectedWsClient } from '../../test-support/ws.js';

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
    // The enum field beside the deprecated string: the same status, as the JobStatus enum.
    const states: string[] = [];
    const client = await wsClient(cookie);
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe(
        {
          query:
            'subscription ($id: Int!) { geminiSessionUpdated(id: $id) { id status state resultUrl offline } }',
          variables: { id },
        },
        {
          next: (m) => {
            const update = (m.data as any).geminiSessionUpdated;
            seen.push(update.status);
            states.push(update.state);
          },
          error: reject,
          complete: resolve,
        },
      );
    });
    return { seen, states, done };
  };
  /** A status event for job `id` addressed to `userId`, as ai-jobs would publish it. */
  const push = (userId: number, status: 'pending' | 'failed') => {
    const env = buildEnvelope(
      SessionStatusChanged,
      { userId, aggregate: 'session', id, status, resultUrl: null, errorMessage: null, offline: false },
      { producer: 'test' },
    );
    live.nats.nc.publish(env.subject, JSON.stringify(env));
  };
  /** Waits until a subscription is in place: it receives the probe addressed to its own person. */
  const inPlace = (sub: { seen: string[] }, userId: number) =>
    eventually(async () => {
      if (sub.seen.includes('pending')) return true;
      push(userId, 'pending'); // lost while the gateway has not registered the subscription yet
      return false;
    });
  const real = (seen: string[]) => seen.filter((s) => s !== 'pending');

  const owner = await follow(ann.cookie);
  const stranger = await follow(bob.cookie);
  await inPlace(owner, ann.id);
  await inPlace(stranger, bob.id);
  await live.startWorker();
  await owner.done;
  expect(real(owner.seen)).toEqual(['processing', 'completed']);
  expect(owner.states).toEqual(owner.seen);
  // Events of one subject reach the gateway in order: once the stranger gets a status addressed to
  // them, every status of Ann's job before it has been through their subscription's filter.
  push(bob.id, 'failed');
  await stranger.done;
  expect(real(stranger.seen)).toEqual(['failed']);
  expect(stranger.states).toEqual(stranger.seen);
});
