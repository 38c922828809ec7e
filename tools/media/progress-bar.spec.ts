import { progressLine, ProgressBar } from './progress-bar';

describe('progress bar', () => {
  it('draws a bar with percentage and counts', () => {
    expect(progressLine({ stage: 'combine', done: 9, total: 27 })).toBe(`combining   [${'#'.repeat(10)}${'-'.repeat(20)}]  33% 9/27`);
    expect(progressLine({ stage: 'normalise', done: 0, total: 0 })).toBe(`normalising [${'#'.repeat(30)}] 100% 0/0`);
  });

  it('redraws in place on a terminal and prints finished stages elsewhere', () => {
    const written: string[] = [];
    const stream = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) }) as unknown as NodeJS.WriteStream;
    const tty = new ProgressBar(stream(true));
    tty.update({ stage: 'normalise', done: 1, total: 2 });
    tty.update({ stage: 'normalise', done: 2, total: 2 });
    tty.update({ stage: 'combine', done: 1, total: 1 });
    tty.finish();
    expect(written.map((w) => w.slice(0, 3))).toEqual(['\rno', '\rno', '\n', '\rco', '\n']);

    written.length = 0;
    const log = new ProgressBar(stream(false));
    log.update({ stage: 'normalise', done: 1, total: 2 });
    log.update({ stage: 'normalise', done: 2, total: 2 });
    expect(written).toEqual([`${progressLine({ stage: 'normalise', done: 2, total: 2 })}\n`]);
  });
});
