import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GatewayEvents } from '../gateway/src/events.js';

/**
 * A graphql-ws client of the gateway at `base`, signed in with `cookie` (or signed out), that never
 * reconnects. Resolves once the gateway has acknowledged the connection, so that a subscription sent
 * next only waits for the gateway to register it (the protocol has no "subscribed" acknowledgement).
 */
export async function connectedWsClient(base: string, cookie?: string): Promise<Client> {
  let connected!: () => void;
  let failed!: (e: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected(), closed: (e) => failed(e), error: (e) => failed(e) },
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    },
  });
  await ready;
  return client;
}

/**
 * Resolves once `count` subscriptions listen to the gateway's `event` (graphql-ws has no "subscribed"
 * acknowledgement; a subscription is in place when its listener is). Fails after `timeoutMs`.
 */
export async function subscribed(
  events: Pick<GatewayEvents, 'listenerCount'>,
  event: Parameters<GatewayEvents['listenerCount']>[0],
  count = 1,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (events.listenerCount(event) < count) {
    if (Date.now() > deadline) {
      throw new Error(
        `${count} subscription(s) to ${String(event)} expected, ${events.listenerCount(event)} in place`,
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}
