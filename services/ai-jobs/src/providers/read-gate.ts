import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallLimiter } from '@tryon/kit';
import { nodeBodyOf } from './request-fetch.js';

const holds = new AsyncLocalStorage<AnswerHold>();

/**
 * Keeps the read slots of the answers read within {@link AnswerHold.run} until {@link AnswerHold.release}:
 * the caller still holds their bytes (a job's result until it is in object storage), so the gate bounds
 * the answers in memory, not only those being read. The kept buffers their images were decoded into
 * (inline-json.ts) are given back on release too.
 */
export class AnswerHold {
  private readonly slots: Array<() => void> = [];
  private released = false;

  run<T>(fn: () => Promise<T>): Promise<T> {
    return holds.run(this, fn);
  }

  /** Takes a read slot to give back on release; false when already released (give it back now). */
  keep(free: () => void): boolean {
    if (this.released) return false;
    this.slots.push(free);
    return true;
  }

  /** Gives back every slot kept (harmless more than once). */
  release(): void {
    this.released = true;
    for (const free of this.slots.splice(0)) free();
  }
}

/** The hold the current call runs within, if any. */
export function currentHold(): AnswerHold | undefined {
  return holds.getStore();
}

/**
 * A `fetch` whose answers' bodies are read at most as many at a time as `gate` allows. A provider's answer
 * carries its image (megabytes, in base64 for Gemini); when hundreds of calls end at once, reading every
 * body at once would hold them all in memory. The status and headers come at once; the body waits for a
 * slot (meanwhile it stays in the socket: the sender is held back), and the slot is given back when the
 * body has been read, fails or is cancelled, or when the call's signal aborts. `hooks` tell when an answer
 * starts and stops waiting for a slot (the caller's time limit stops meanwhile: the provider has answered).
 * Within an {@link AnswerHold}, a body read keeps its slot until the hold is released.
 */
export function gatedFetch(
  gate: CallLimiter,
  base: typeof fetch = fetch,
  hooks: { waiting?: () => void; granted?: () => void } = {},
): typeof fetch {
  return async (input, init) => {
    const hold = holds.getStore();
    const res = await base(input, init);
    if (!res.body) return res;
    const signal = init?.signal ?? undefined;
    hooks.waiting?.();
    const release = await gate
      .acquire(signal)
      .catch(async (err: unknown) => {
        await res.body?.cancel().catch(() => undefined);
        throw err;
      })
      .finally(() => hooks.granted?.());
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      signal?.removeEventListener('abort', free);
      release();
    };
    signal?.addEventListener('abort', free, { once: true });
    const read = () => {
      // Read: the slot stays taken while a hold keeps the bytes, else it is free now.
      signal?.removeEventListener('abort', free);
      if (!hold?.keep(free)) free();
    };
    const node = nodeBodyOf(res);
    if (node) {
      // An answer of `requestFetch`: its Node stream says when it was read or failed (a cancel of its
      // web body destroys it too), with no second stream around it.
      let ended = false;
      node.once('end', () => {
        ended = true;
        read();
      });
      node.once('close', () => {
        if (!ended) free();
      });
      return res;
    }
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            read();
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
