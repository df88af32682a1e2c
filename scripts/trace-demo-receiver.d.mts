/** One span as the receiver keeps it (from OTLP/JSON). */
export interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  start: bigint;
  end: bigint;
  attributes: Record<string, unknown>;
  error: boolean;
}
export function flattenOtlp(body: unknown): ReceivedSpan[];
export function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }>;
export function formatTrace(spans: ReceivedSpan[], traceId: string): string;
export function startOtlpSink(
  port?: number,
): Promise<{ url: string; stats: { requests: number; bytes: number }; close(): Promise<void> }>;
