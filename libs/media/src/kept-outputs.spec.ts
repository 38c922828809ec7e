import { matchRecorded } from './kept-outputs';
import { type RecordedOutput } from './render-state';

const record = (file: string, key: string) => ({ file, key }) as RecordedOutput;

describe('matchRecorded', () => {
  it('prefers the file already under the wanted name, then any other of the same key', () => {
    const records = [record('old-name.mp4', 'k1'), record('h2.mp4', 'k2'), record('h1.mp4', 'k1')];
    const matches = matchRecorded([{ fileName: 'h1.mp4', key: 'k1' }, { fileName: 'new.mp4', key: 'k2' }], records);
    expect(matches.get(0)!.file).toBe('h1.mp4');
    expect(matches.get(1)!.file).toBe('h2.mp4');
  });

  it('never gives one file to two outputs of the same content', () => {
    const matches = matchRecorded([{ fileName: 'h1.mp4', key: 'k' }, { fileName: 'h2.mp4', key: 'k' }], [record('x.mp4', 'k')]);
    expect([...matches.keys()]).toEqual([0]);
  });

  it('matches names without case, as the outputs are made unique', () => {
    expect(matchRecorded([{ fileName: 'Hook.mp4', key: 'k' }], [record('other.mp4', 'k'), record('hook.mp4', 'k')]).get(0)!.file).toBe('hook.mp4');
  });
});
