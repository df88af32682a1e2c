import type { CallLimiter } from '@tryon/kit';

/**
 * A `fetch` whose answers' bodies are read at most as many at a time as `gate` allows. A provider's answer
 * carries its image (megabytes, in base64 for Gemini); when hundreds of calls end at once, reading every
 * body at once would hold them all in memory. The status and headers come at once; the body waits for a
 * slot (meanwhile it stays in the socket: the sender is held back), and the slot is given back when the
 * body has been read, fails or is cancelled, or when the call's signal aborts.
 */
export function gatedFetch(gate: CallLimiter, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    if (!res.body) return res;
    const signal = init?.signal ?? undefined;
    const release = await gate.acquire(signal).catch(async (err: unknown) => {
      await res.body?.cancel().catch(() => undefined);
      throw err;
    });
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      signal?.removeEventListener('abort', free);
      release();
    };
    signal?.addEventListener('abort', free, { once: true });
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            free();
            controller.close();
          } else controller.enqueue(value);
        } catch (err) {
          free();
          controller.error(err);
        }
      },
      cancel(reason) {
        free();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
