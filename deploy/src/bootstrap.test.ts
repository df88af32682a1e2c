// `npm start`'s first step (deploy/bootstrap.mjs) reads the checkout as it is: the root tsconfig.json
// (JSON with comments), the projects it references, the web app. A dry run does every check and runs
// nothing, so a file it cannot read fails here rather than on a person's first `npm start`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('deploy/bootstrap.mjs', () => {
  it('reads the checkout and says what it would do (--dry-run)', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs'), '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\[bootstrap\] dry run: ready to start\n$/);
  });
});
