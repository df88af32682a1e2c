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
