// Preload (`node --import`) that records a V8 CPU profile (inspector, 200 µs samples) of chosen processes
// from start to exit and writes it to PROF_DIR as <name>-<pid>.cpuprofile (open it in Chrome DevTools or
// speedscope). Node refuses --cpu-prof in NODE_OPTIONS, hence this module. A process is named after its
// entry point: `gateway`, `identity`, `media` ... for services/<name>/dist/main.js, `ai-jobs-worker` for
// services/ai-jobs/dist/worker.js, `s3rver` for the launcher's embedded S3 store. PROF_PROCESSES lists the
// names to profile (comma separated; default `gateway,identity`, what `npm run trace:overhead` compares);
// other processes are left alone.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const entry = (process.argv[1] ?? '').replace(/\\/g, '/');
const m = /(?:^|\/)(?:services\/)?([\w-]+)\/dist\/(main|worker)\.js$/.exec(entry);
const which = /\/s3rver-main\.js$/.test(entry)
  ? 's3rver'
  : m
    ? m[2] === 'worker'
      ? `${m[1]}-worker`
      : m[1]
    : undefined;
const wanted = new Set((process.env.PROF_PROCESSES || 'gateway,identity').split(',').map((s) => s.trim()));
if (which && wanted.has(which) && process.env.PROF_DIR) {
  const dir = process.env.PROF_DIR;
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  // An in-thread session answers synchronously, so this works in an exit handler.
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${which}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
