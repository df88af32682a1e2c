import { z } from 'zod';
import { AppError, ERROR_STATUS, fromZodError, toAppError } from './errors.js';

describe('AppError', () => {
  it('carries a stable code, its status and the JSON shape the web app reads', () => {
    const e = new AppError('NO_SESSIONS', 'Insufficient sessions');
    expect(e.status).toBe(402);
    expect(e.toJSON()).toEqual({ error: 'Insufficient sessions', code: 'NO_SESSIONS' });
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe('toAppError', () => {
  it.each([
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 'PAYLOAD_TOO_LARGE', 413],
    [{ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }, 'UNSUPPORTED_MEDIA_TYPE', 415],
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }, 'VALIDATION', 400],
    [{ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 }, 'VALIDATION', 400],
    [Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), 'VALIDATION', 400],
    [{ statusCode: 404, message: 'Route not found' }, 'NOT_FOUND', 404],
    [{ statusCode: 429, message: 'slow down' }, 'RATE_LIMITED', 429],
    [new Error('database exploded'), 'INTERNAL', 500],
    [{ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }, 'VALIDATION', 400],
  ])('maps %o to %s', (input, code, status) => {
    const e = toAppError(input);
    expect(e.code).toBe(code);
    expect(e.status).toBe(status);
  });

  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['connection reset', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['fetch failed (cause)', new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })],
    ['both addresses refused', new AggregateError([{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }])],
    ['undici socket closed', { name: 'SocketError', code: 'UND_ERR_SOCKET', message: 'other side closed' }],
    [
      'Postgres shutting down',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    ['Postgres starting', { code: '57P03', message: 'the database system is starting up' }],
    ['a connection exception', { code: '08006', message: 'connection failure' }],
    ['pg connection lost', new Error('Connection terminated unexpectedly')],
    ['knex pool empty', { name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection.' }],
    ['NATS without responder', { name: 'NoRespondersError', message: 'no responders' }],
    ['an object store answering 503', { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } }],
    [
      'an object store slowing down',
      { name: 'S3Error', code: 'SlowDown', message: 'Please reduce your request rate.' },
    ],
    ['a proxy answering 503', { code: 'FST_REPLY_FROM_SERVICE_UNAVAILABLE', statusCode: 503 }],
    ['wrapped by graphql-js', { name: 'NonErrorThrown', thrownValue: { code: 'ECONNREFUSED' } }],
  ])('an unavailable dependency (%s) is a 503 with Retry-After', (_what, input) => {
    const e = toAppError(input);
    expect([e.code, e.status]).toEqual(['UNAVAILABLE', 503]);
    expect(e.message).toMatch(/service unavailable/i);
    expect(Number(e.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['undici headers timeout', { code: 'UND_ERR_HEADERS_TIMEOUT', message: 'Headers Timeout Error' }],
    ['AbortSignal.timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ['reply-from', { code: 'FST_REPLY_FROM_GATEWAY_TIMEOUT', statusCode: 504, message: 'Gateway Timeout' }],
    ['an object store answering 504', { $metadata: { httpStatusCode: 504 } }],
  ])('a dependency that timed out (%s) is a 504', (_what, input) => {
    const e = toAppError(input);
    expect([e.code, e.status]).toEqual(['TIMEOUT', 504]);
    expect(e.message).toMatch(/timed out/);
  });

  it('keeps a failure of our own a 500', () => {
    expect(toAppError({ $metadata: { httpStatusCode: 500 } }).code).toBe('INTERNAL');
    expect(toAppError(new TypeError("Cannot read properties of undefined (reading 'id')")).code).toBe(
      'INTERNAL',
    );
  });

  it('never leaks an internal message', () => {
    expect(toAppError(new Error('password=hunter2 at db')).message).toBe('Internal server error');
  });

  it('passes AppErrors through untouched', () => {
    const e = new AppError('CONFLICT', 'Email already exists');
    expect(toAppError(e)).toBe(e);
  });
});

describe('fromZodError', () => {
  const schema = z.object({
    email: z.string(),
    age: z.number().min(18, 'Invalid format: age must be 18 or more'),
  });

  it('words a missing field for the catalogue', () => {
    const r = schema.safeParse({ age: 20 });
    expect(fromZodError(r.error!).message).toBe('Missing required field: email');
  });

  it('words a wrong type as an invalid format', () => {
    const r = schema.safeParse({ email: 5, age: 20 });
    expect(fromZodError(r.error!).message).toBe('Invalid format: email must be string');
  });

  it("keeps a schema's own catalogue wording", () => {
    const r = schema.safeParse({ email: 'a', age: 3 });
    expect(fromZodError(r.error!).message).toBe('Invalid format: age must be 18 or more');
  });

  it.each(['Title is required', 'Must be a valid URL', 'Slug must contain only lowercase letters'])(
    "keeps the admin forms' message %s",
    (message) => {
      const r = z.object({ title: z.string().min(1, message) }).safeParse({ title: '' });
      expect(fromZodError(r.error!).message).toBe(message);
    },
  );

  it("words anything else with the field's path", () => {
    const r = z.object({ title: z.string().min(1, 'too short') }).safeParse({ title: '' });
    expect(fromZodError(r.error!).message).toBe('Invalid data: title: too short');
  });

  it('words a wrong root type', () => {
    const r = schema.safeParse([1]);
    expect(fromZodError(r.error!).message).toBe('Invalid format: body must be object');
  });
});
