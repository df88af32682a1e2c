import { spawn } from 'node:child_process';
import { childPids, rollingRestart } from './rolling.js';

describe('rolling restarts of a running system', () => {
  it('finds the children of a process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      expect(await childPids(process.pid)).toContain(child.pid);
      expect(await childPids(child.pid!)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses a service that is not running, or runs as one process (its restart would leave a gap)', async () => {
    const single = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], {
      stdio: 'ignore',
      env: { ...process.env, PROCESSES: '1' },
    });
    try {
      const state = { pid: process.pid, children: [{ name: 'billing', pid: single.pid }] };
      await expect(rollingRestart(state, 'billing')).rejects.toThrow(
        'billing runs as one process: start the system with PROCESSES=2',
      );
      await expect(rollingRestart(state, 'media')).rejects.toThrow('media is not running');
      expect(single.exitCode).toBeNull(); // not signalled
    } finally {
      single.kill('SIGKILL');
    }
  });
});
