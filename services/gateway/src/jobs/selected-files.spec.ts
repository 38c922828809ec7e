import { DomainError } from '@reelmix/contracts';
import { selectedFiles } from './selected-files';

describe('selectedFiles', () => {
  it('reads a comma-separated selection, once each, and nothing as the whole job', () => {
    expect(selectedFiles(undefined)).toBeUndefined();
    expect(selectedFiles('a_9x16.mp4, b_4x5.mp4,a_9x16.mp4')).toEqual(['a_9x16.mp4', 'b_4x5.mp4']);
  });

  it.each(['', ',', '../x.mp4', 'a b.mp4', ['a.mp4', 'b.mp4'], Array.from({ length: 401 }, (_, i) => `f${i}.mp4`).join(',')])('refuses %j', (query) => {
    expect(() => selectedFiles(query)).toThrow(DomainError);
  });
});
