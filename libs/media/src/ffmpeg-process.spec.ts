import { existsSync } from 'node:fs';
import { commandLine, describeFailure } from './ffmpeg-process';

describe('commandLine', () => {
  const dies = existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--pdeathsig', 'KILL', '--'] : [];

  it('runs the tool under an address-space limit through prlimit when it exists', () => {
    const [program, args] = commandLine('ffmpeg', ['-version'], 2 * 1024 ** 3);
    const limit = existsSync('/usr/bin/prlimit') ? ['/usr/bin/prlimit', `--as=${2 * 1024 ** 3}`, '--'] : [];
    expect([program, ...args]).toEqual([...dies, ...limit, 'ffmpeg', '-version']);
  });

  it('runs the tool without a limit, still set to die with the process that started it', () => {
    const [program, args] = commandLine('ffprobe', ['-version'], null);
    expect([program, ...args]).toEqual([...dies, 'ffprobe', '-version']);
  });
});

describe('describeFailure', () => {
  it('keeps the first error lines and how the process ended', () => {
    expect(describeFailure({ exitCode: 1, signal: null, stdout: '', stderr: 'a\n\nb\nc\nd\n' })).toBe('a | b | c (exit code 1)');
    expect(describeFailure({ exitCode: null, signal: 'SIGKILL', stdout: '', stderr: '' })).toBe('killed by SIGKILL');
  });
});
