import { foreignParameterSets, inBandParameterSets, parseAvcConfig } from './avc-config';
import { boxOrderProblems, decodeWindows, partFrameCounts } from './output-structure';
import { displayPositions, readSampleTable, sampleTableProblems, SampleTableError } from './sample-table';

const box = (type: string, ...bodies: Buffer[]) => {
  const body = Buffer.concat(bodies);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const u32 = (...values: number[]) => {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32BE(value >>> 0, i * 4));
  return buffer;
};
/** A full box: version and flags, then the entry count and the entries. */
const table = (type: string, entries: number[][]) => box(type, u32(0, entries.length, ...entries.flat()));

/** moov > stbl with the given children; returns the moov buffer and the stbl's ref. */
function stblOf(...children: Buffer[]) {
  const moov = box('moov', box('stbl', ...children));
  return { moov, stbl: { type: 'stbl', start: 8, headerSize: 8, size: moov.length - 8 } };
}

// Four video frames in two chunks at 1000 and 2000: I P B B in decode order, shown I B B P.
const frames = () =>
  stblOf(
    box('stsz', u32(0, 0, 4), u32(100, 50, 20, 30)),
    table('stco', [[1000], [2000]]),
    table('stsc', [[1, 2, 1]]),
    table('stts', [[4, 512]]),
    table('ctts', [[1, 512], [1, 1536], [2, 0]]),
    table('stss', [[1]]),
  );

describe('sample tables', () => {
  it('places every sample in its chunk and orders presentation', () => {
    const { moov, stbl } = frames();
    const read = readSampleTable(moov, stbl);
    expect(read.offsets).toEqual([1000, 1100, 2000, 2020]);
    expect(read.syncSamples).toEqual([0]);
    expect(displayPositions(read, 512)).toEqual({ positions: [0, 3, 1, 2], problem: null });
    expect(sampleTableProblems(read, [{ from: 900, to: 2050 }])).toEqual([]);
  });

  it('finds empty samples and samples or chunks outside the media data', () => {
    const { moov, stbl } = frames();
    const read = readSampleTable(moov, stbl);
    expect(sampleTableProblems(read, [{ from: 900, to: 2040 }])).toEqual(['sample 4 lies outside the media data']);
    expect(sampleTableProblems(read, [{ from: 900, to: 1500 }])).toEqual(['chunk 2 starts outside the media data', 'sample 3 lies outside the media data']);
    expect(sampleTableProblems({ ...read, sizes: [100, 0, 20, 30] }, [{ from: 0, to: 5000 }])).toEqual(['sample 2 has no bytes']);
  });

  it('finds a hole or a double in the presentation timeline', () => {
    const { moov, stbl } = frames();
    const read = readSampleTable(moov, stbl);
    expect(displayPositions({ ...read, presentation: [0, 2048, 512, 1024] }, 512).problem).toMatch('not 4 distinct steps of 512');
    expect(displayPositions({ ...read, presentation: [0, 512, 512, 1024] }, 512).problem).toMatch('not 4 distinct steps');
  });

  it('refuses tables that do not add up', () => {
    const short = stblOf(box('stsz', u32(0, 0, 4), u32(100, 50, 20, 30)), table('stco', [[1000]]), table('stsc', [[1, 2, 1]]), table('stts', [[4, 512]]));
    expect(() => readSampleTable(short.moov, short.stbl)).toThrow(new SampleTableError('the chunks hold 2 samples but the stsz box lists 4'));
    const lying = stblOf(box('stsz', u32(0, 0, 9), u32(1)), table('stco', [[1000]]), table('stsc', [[1, 9, 1]]), table('stts', [[9, 512]]));
    expect(() => readSampleTable(lying.moov, lying.stbl)).toThrow('declares more entries than it holds');
    const missing = stblOf(box('stsz', u32(0, 0, 0)));
    expect(() => readSampleTable(missing.moov, missing.stbl)).toThrow('is missing');
  });
});

describe('box order', () => {
  const layout = (types: string[], overrun = false) => ({
    boxes: types.map((type, i) => ({ type, start: i * 100, headerSize: 8, size: 100 })),
    fileSize: types.length * 100,
    overrun: overrun ? { type: 'mdat', start: 200, headerSize: 8, size: 5000 } : null,
  });

  it('wants ftyp first and one moov before the media data, nothing cut short', () => {
    expect(boxOrderProblems(layout(['ftyp', 'moov', 'free', 'mdat']))).toEqual([]);
    expect(boxOrderProblems(layout(['ftyp', 'mdat', 'moov']))).toEqual(['the movie header is after the media data (no faststart)']);
    expect(boxOrderProblems(layout(['moov', 'mdat']))).toEqual(['it does not start with a file type box']);
    expect(boxOrderProblems(layout(['ftyp', 'moov', 'moov', 'mdat']))).toEqual(['it has 2 movie headers']);
    expect(boxOrderProblems(layout(['ftyp', 'moov']))).toEqual(['it has no media data']);
    expect(boxOrderProblems(layout(['ftyp', 'moov', 'mdat'], true))[0]).toMatch('the file ends inside its mdat box');
  });
});

describe('decode windows', () => {
  it('covers the first frames, each join from the keyframe before it, and the last GOP, merged', () => {
    // Parts of 75, 66 and 30 frames with a keyframe every 60 frames of each part.
    expect(decodeWindows(171, [75, 141], [0, 60, 75, 135, 141])).toEqual([
      { from: 0, to: 2 },
      { from: 60, to: 83 },
      { from: 135, to: 171 },
    ]);
    expect(decodeWindows(20, [8, 14], [0, 8, 14])).toEqual([{ from: 0, to: 20 }]);
  });
});

describe('part frame counts', () => {
  it('gives each part whole frames at the output rate', () => {
    expect(partFrameCounts({ partDurationsSec: [2.5, 2.2, 1, 1.2000001], fps: 30 })).toEqual([75, 66, 30, 36]);
  });
});

describe('H.264 parameter sets', () => {
  const sps = Buffer.from([0x67, 0x64, 0x00, 0x29]);
  const pps = Buffer.from([0x68, 0xeb, 0xe3]);
  const record = Buffer.concat([Buffer.from([1, 0x64, 0, 0x29, 0xff, 0xe1, 0, 4]), sps, Buffer.from([1, 0, 3]), pps]);
  const nal = (bytes: Buffer) => Buffer.concat([u32(bytes.length), bytes]);

  it('reads the header and flags in-band sets that differ from it', () => {
    const config = parseAvcConfig(record)!;
    expect(config).toEqual({ lengthSize: 4, parameterSets: [sps, pps] });
    const slice = Buffer.from([0x65, 0x88, 0x84]);
    expect(inBandParameterSets(nal(slice), 4)).toEqual([]);
    const otherSps = Buffer.from([0x67, 0x42, 0xc0, 0x1e]);
    const inBand = inBandParameterSets(Buffer.concat([nal(otherSps), nal(pps), nal(slice)]), 4)!;
    expect(foreignParameterSets(inBand, config)).toEqual([otherSps]);
    expect(foreignParameterSets(inBandParameterSets(Buffer.concat([nal(sps), nal(slice)]), 4)!, config)).toEqual([]);
  });

  it('refuses samples whose NAL lengths run past the end, and malformed records', () => {
    expect(inBandParameterSets(Buffer.concat([u32(10), Buffer.from([0x65])]), 4)).toBeNull();
    expect(parseAvcConfig(record.subarray(0, 9))).toBeNull();
  });
});
