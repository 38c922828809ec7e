import { existsSync } from 'node:fs';
import { commandLine, describeFailure } from './ffmpeg-process';

describe('commandLine', () => {
  it('runs the tool under an address-space limit through prlimit when it exists', () => {
    const [program, args] = commandLine('ffmpeg', ['-version'], 2 * 1024 ** 3);
    if (existsSync('/usr/bin/prlimit')) {
      expect(program).toBe('/usr/bin/prlimit');
      expect(args).toEqual([`--as=${2 * 1024 ** 3}`, '--', 'ffmpeg', '-version']);
    } else {
      expect([program, args]).toEqual(['ffmpeg', ['-version']]);
    }
  });

  it('runs the tool directly without a limit', () => {
    expect(commandLine('ffprobe', ['-version'], null)).toEqual(['ffprobe', ['-version']]);
  });
});

describe('describeFailure', () => {
  it('keeps the first error lines and how the process ended', () => {
    expect(describeFailure({ exitCode: 1, signal: null, stdout: '', stderr: 'a\n\nb\nc\nd\n' })).toBe('a | b | c (exit code 1)');
    expect(describeFailure({ exitCode: null, signal: 'SIGKILL', stdout: '', stderr: '' })).toBe('killed by SIGKILL');
  });
});
