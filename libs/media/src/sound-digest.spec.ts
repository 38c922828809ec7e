import { readWindows } from './sound-digest';

describe('readWindows', () => {
  it('covers chunks that follow each other with one read, skipping what lies between them', () => {
    expect(readWindows([{ offset: 100, bytes: 10 }, { offset: 150, bytes: 20 }, { offset: 400, bytes: 5 }], 1000)).toEqual([
      { offset: 100, bytes: 305, pieces: [{ from: 0, to: 10 }, { from: 50, to: 70 }, { from: 300, to: 305 }] },
    ]);
  });

  it('starts a new read where the next chunk would pass the limit', () => {
    expect(readWindows([{ offset: 0, bytes: 10 }, { offset: 95, bytes: 10 }, { offset: 200, bytes: 10 }], 100)).toEqual([
      { offset: 0, bytes: 100, pieces: [{ from: 0, to: 10 }, { from: 95, to: 100 }] },
      { offset: 100, bytes: 5, pieces: [{ from: 0, to: 5 }] },
      { offset: 200, bytes: 10, pieces: [{ from: 0, to: 10 }] },
    ]);
  });

  it('reads a chunk larger than the limit in pieces of the limit', () => {
    expect(readWindows([{ offset: 10, bytes: 250 }], 100)).toEqual([
      { offset: 10, bytes: 100, pieces: [{ from: 0, to: 100 }] },
      { offset: 110, bytes: 100, pieces: [{ from: 0, to: 100 }] },
      { offset: 210, bytes: 50, pieces: [{ from: 0, to: 50 }] },
    ]);
  });

  it('keeps the chunks\' order when a chunk lies before the one read last', () => {
    const windows = readWindows([{ offset: 500, bytes: 10 }, { offset: 100, bytes: 10 }], 1000);
    expect(windows.map(({ offset, bytes }) => ({ offset, bytes }))).toEqual([{ offset: 500, bytes: 10 }, { offset: 100, bytes: 10 }]);
  });

  it('makes no read for no chunks or empty ones', () => {
    expect(readWindows([], 100)).toEqual([]);
    expect(readWindows([{ offset: 5, bytes: 0 }], 100)).toEqual([]);
  });
});
