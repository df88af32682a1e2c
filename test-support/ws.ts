import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

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

/** Time for the gateway to register a subscription just sent on an acknowledged connection. */
export const subscriptionSettle = () => new Promise((r) => setTimeout(r, 300));
