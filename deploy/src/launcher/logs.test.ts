import {
  compactNatsLine,
  compactPostgresLine,
  isRoutineInfraLine,
  levelName,
  parseJsonLog,
  renderLine,
} from './logs.js';

const pino = (o: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1763780400000, pid: 42, hostname: 'box', ...o });

describe('renderLine', () => {
  it('renders a pino line compactly: prefix, level, message, extra fields', () => {
    expect(renderLine('identity', pino({ msg: 'user registered', userId: 'u1', service: 'identity' }))).toBe(
      '[identity] info user registered userId=u1',
    );
  });

  it('quotes values with spaces and shows objects as JSON', () => {
    expect(renderLine('gateway', pino({ level: 40, msg: 'slow', note: 'a b', meta: { n: 1 } }))).toBe(
      '[gateway] warn slow note="a b" meta={"n":1}',
    );
  });

  it('shows fastify request lines as method, url, status and time', () => {
    expect(
      renderLine(
        'gateway',
        pino({ msg: 'request completed', reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.14159 }),
      ),
    ).toBe('[gateway] info request completed 200 3.1ms reqId=req-1');
    expect(
      renderLine('gateway', pino({ msg: 'incoming request', req: { method: 'GET', url: '/api/user' } })),
    ).toBe('[gateway] info incoming request GET /api/user');
  });

  it('prints an error with its stack on indented lines, each prefixed', () => {
    const line = pino({
      level: 50,
      msg: 'failed',
      err: {
        type: 'TypeError',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at f (a.js:1:1)',
      },
    });
    expect(renderLine('identity', line)).toBe(
      '[identity] error failed TypeError: x is undefined\n[identity]     at f (a.js:1:1)',
    );
  });

  it('passes non-JSON lines through behind the prefix', () => {
    expect(renderLine('identity-seed', 'Admin account: admin@localhost / secret  ')).toBe(
      '[identity-seed] Admin account: admin@localhost / secret',
    );
    expect(renderLine('x', '{not json')).toBe('[x] {not json');
  });

  it('truncates very long values', () => {
    const out = renderLine('x', pino({ msg: 'm', big: 'y'.repeat(1000) }));
    expect(out.length).toBeLessThan(260);
    expect(out.endsWith('…')).toBe(true);
  });

  it('colours the prefix and warning levels only when asked', () => {
    const out = renderLine('x', pino({ level: 50, msg: 'bad' }), { color: true, colorIndex: 0 });
    expect(out).toBe('\u001b[36m[x]\u001b[0m \u001b[31merror\u001b[0m bad');
  });
});

describe('parseJsonLog / levelName', () => {
  it('knows pino numbers and labels', () => {
    expect([10, 20, 30, 40, 50, 60].map(levelName)).toEqual([
      'trace',
      'debug',
      'info',
      'warn',
      'error',
      'fatal',
    ]);
    expect(levelName('WARN')).toBe('warn');
    expect(levelName(undefined)).toBe('info');
  });
  it('accepts only JSON objects that look like log records', () => {
    expect(parseJsonLog('{"a":1}')).toBeUndefined();
    expect(parseJsonLog('[1]')).toBeUndefined();
    expect(parseJsonLog('{"level":30,"msg":"x"}')).toEqual({ level: 30, msg: 'x' });
  });
});

describe('infra lines', () => {
  it('drops the pid and timestamp of nats-server lines', () => {
    expect(compactNatsLine('[1234] 2026/11/22 03:00:00.123456 [INF] Server is ready')).toBe(
      'INF Server is ready',
    );
    expect(compactNatsLine('something else')).toBe('something else');
  });
  it('drops the timestamp of Postgres lines', () => {
    expect(
      compactPostgresLine(
        '2026-11-22 03:00:00.123 UTC [99] LOG:  database system is ready to accept connections',
      ),
    ).toBe('LOG:  database system is ready to accept connections');
  });
  it('hides routine infra lines unless debugging, never warnings or errors', () => {
    expect(isRoutineInfraLine('nats', 'INF Starting nats-server', 'info')).toBe(true);
    expect(isRoutineInfraLine('nats', 'WRN slow consumer', 'info')).toBe(false);
    // The bus passwords are given through nats-server's environment on purpose; its warning is routine.
    expect(isRoutineInfraLine('nats', 'WRN Plaintext passwords detected, use nkeys or bcrypt', 'info')).toBe(
      true,
    );
    expect(
      isRoutineInfraLine('nats', 'ERR 127.0.0.1:1 - cid:5 - Publish Violation - User "billing"', 'info'),
    ).toBe(false);
    expect(isRoutineInfraLine('postgres', 'LOG:  checkpoint starting', 'info')).toBe(true);
    expect(isRoutineInfraLine('postgres', 'FATAL:  password authentication failed', 'info')).toBe(false);
    expect(isRoutineInfraLine('nats', 'INF Starting nats-server', 'debug')).toBe(false);
  });
});
