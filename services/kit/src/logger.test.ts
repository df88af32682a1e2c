import { nextTurn } from '../../../test-support/wait.js';
import { currentCorrelationId, sanitizeCorrelationId, withCorrelation } from './logger.js';

describe('correlation ids', () => {
  it('keeps a harmless incoming id and replaces anything else', () => {
    expect(sanitizeCorrelationId('req-123:abc')).toBe('req-123:abc');
    for (const bad of [undefined, '', 'a'.repeat(101), 'line\nbreak', '<script>', 42]) {
      expect(sanitizeCorrelationId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('binds the id to everything inside the call, including awaited work', async () => {
    await withCorrelation('abc', async () => {
      await nextTurn(); // a hop through the event loop, not just a microtask
      expect(currentCorrelationId()).toBe('abc');
    });
    expect(currentCorrelationId()).toBeUndefined();
  });
});
