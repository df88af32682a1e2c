// Preload (`node --import`) for `TRACE_PROFILE_DIR=<dir> npm run trace:overhead`: the gateway and
// identity processes record a V8 CPU profile (inspector, 200 µs samples) from start to exit and write it
// to PROF_DIR as <name>-<pid>.cpuprofile (open it in Chrome DevTools or speedscope). Node refuses
// --cpu-prof in NODE_OPTIONS, hence this module. Other processes are left alone.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const entry = process.argv[1] ?? '';
const which = /(gateway|identity)[/\\]dist[/\\]main\.js$/.exec(entry)?.[1];
if (which && process.env.PROF_DIR) {
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
