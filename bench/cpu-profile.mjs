// Loaded into the store's processes by a benchmark (`NODE_OPTIONS=--import …/cpu-profile.mjs`, as
// NODE_OPTIONS refuses --cpu-prof): profiles the process's JavaScript from its start and, as it exits,
// writes BENCH_CPU_PROFILE_DIR/<pid>.cpuprofile (Chrome DevTools' format), for
// `bench/cpu-profile-report.mjs` to sum by function and by package.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    // A session of the process's own thread answers at once, so this runs before the exit.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
