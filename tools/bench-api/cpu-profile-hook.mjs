// Loaded with `--import` through NODE_OPTIONS by `npm run bench:api -- --cpu-prof DIR` (Node
// refuses --cpu-prof itself in NODE_OPTIONS): profiles the whole process with the inspector and
// writes a .cpuprofile into BENCH_CPU_PROFILE_DIR when the process exits. The profile opens in
// Chrome DevTools (Performance) or any .cpuprofile viewer.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { basename, join } from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // Same-thread inspector calls complete synchronously, so this works inside 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const name = basename(process.argv[1] ?? 'node').replace(/\.js$/, '');
      const service = process.argv[1]?.match(/services\/([^/]+)\//)?.[1] ?? name;
      writeFileSync(join(dir, `${service}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
