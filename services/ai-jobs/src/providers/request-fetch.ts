import type { Readable } from 'node:stream';
import { request } from 'undici';
import { toFetchHeaders } from '@tryon/kit';

const NODE_BODY = Symbol('node body');

/**
 * The body of an answer from {@link requestFetch} as the Node stream it arrives in, for a reader that
 * takes it without web streams (kit's body buffers, the read gate); undefined for any other `Response`.
 * Read it or its `body`, not both.
 */
export function nodeBodyOf(res: Response): Readable | undefined {
  return (res as Response & { [NODE_BODY]?: Readable })[NODE_BODY];
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` on undici's `request` (the same HTTP client as Node's fetch, without its fetch machinery):
 * the answer is a standard `Response` whose body is read from the socket only when asked, either as
 * its web stream or, by readers that know it, as the Node stream underneath ({@link nodeBodyOf}). A
 * provider's answer of a megabyte and more comes through Node's fetch as a web stream whose every
 * chunk costs promises and copies: 1.6 MB answers, 12 at once, took 5.9-7.1 ms of CPU each through
 * fetch and 2.8-3.8 ms through this (local server's sending included); the worker finishing 500 jobs
 * used about a fifth less CPU (docs/benchmarks.md).
 * Errors are fetch's: a transport failure is a `TypeError` with the cause, an abort the signal's reason.
 * What it does not do, as the Gemini SDK's calls need none of it: bodies other than text or bytes, and
 * following redirects (a 3xx is answered as it came).
 */
export function requestFetch(): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const signal = init.signal ?? undefined;
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(url, {
        method: (init.method ?? 'GET') as 'GET',
        headers,
        body: (init.body ?? undefined) as string | Buffer | Uint8Array | undefined,
        signal,
      });
    } catch (err) {
      if (signal?.aborted) throw signal.reason ?? err;
      throw new TypeError('fetch failed', { cause: err });
    }
    const { statusCode, headers: got, body } = answer;
    const resHeaders = toFetchHeaders(got);
    if (NULL_BODY.has(statusCode)) {
      body.resume();
      return new Response(null, { status: statusCode, headers: resHeaders });
    }
    let chunks: AsyncIterator<Buffer> | undefined;
    const web = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const { done, value } = await (chunks ??= body[Symbol.asyncIterator]()).next();
            if (done) controller.close();
            else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.length));
          } catch (err) {
            controller.error(
              signal?.aborted ? (signal.reason ?? err) : new TypeError('terminated', { cause: err }),
            );
          }
        },
        cancel(reason) {
          body.destroy(reason instanceof Error ? reason : undefined);
        },
      },
      { highWaterMark: 0 },
    );
    const res = new Response(web, { status: statusCode, headers: resHeaders });
    Object.defineProperty(res, NODE_BODY, { value: body });
    return res;
  };
}
