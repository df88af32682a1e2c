/**
 * Request-reply between services (core NATS, not a stream) uses one subject form, `rpc.<service>.<call>`:
 * the `rpc.` prefix keeps every request out of the services' streams (`<service>.>`), which would
 * otherwise capture it and answer with a JetStream ack instead of the responder's reply.
 */
const RPC_SUBJECT = /^rpc\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/** The request-reply subject of `call` answered by `service`, e.g. `rpc.billing.debit`. */
export function rpcSubject(service: string, call: string): string {
  const subject = `rpc.${service}.${call}`;
  if (!RPC_SUBJECT.test(subject)) throw new Error(`Not a request-reply subject: ${subject}`);
  return subject;
}

/** Whether `subject` has the request-reply form `rpc.<service>.<call>`. */
export function isRpcSubject(subject: string): boolean {
  return RPC_SUBJECT.test(subject);
}
