import { byteRange, sameAvcConfig, stepEnd, type PartSamples } from './video-copy-check';

/** Samples laid out back to back from `at`, with `gap` bytes (another track's chunk) after every `every` samples. */
function laidOut(sizes: number[], at = 0, gap = 0, every = Infinity): PartSamples['table'] {
  const offsets: number[] = [];
  for (const [i, size] of sizes.entries()) {
    if (i > 0 && i % every === 0) at += gap;
    offsets.push(at);
    at += size;
  }
  return { offsets, sizes };
}

describe('byteRange', () => {
  it('spans a part of a file from its first sample, interleaved bytes included', () => {
    const table = laidOut([10, 20, 30, 40], 100, 5, 2);
    expect(byteRange({ table, first: 0 }, 0, 4)).toEqual({ start: 100, end: 205 });
    expect(byteRange({ table, first: 1 }, 0, 2)).toEqual({ start: 110, end: 165 });
  });

  it('covers samples stored out of decode order', () => {
    expect(byteRange({ table: { offsets: [500, 100], sizes: [10, 20] }, first: 0 }, 0, 2)).toEqual({ start: 100, end: 510 });
  });
});

describe('stepEnd', () => {
  it('takes as many samples as fit the limit in every file', () => {
    const output = { table: laidOut([5, 50, 50, 50, 50]), first: 1 };
    const segment = { table: laidOut([50, 50, 50, 50], 0, 60, 1), first: 0 };
    expect(stepEnd([output], 0, 4, 100)).toBe(2);
    // The segment's interleaved 60-byte chunks make its range the tighter one.
    expect(stepEnd([output, segment], 0, 4, 100)).toBe(1);
    expect(stepEnd([output, segment], 3, 4, 100)).toBe(4);
  });

  it('always takes one sample, however large', () => {
    expect(stepEnd([{ table: laidOut([500, 10]), first: 0 }], 0, 2, 100)).toBe(1);
  });
});

describe('sameAvcConfig', () => {
  const sps = Buffer.from([0x67, 0x64, 0x00, 0x29]);
  const pps = Buffer.from([0x68, 0xeb, 0xe3]);

  it('holds for the same length size and parameter sets, byte for byte', () => {
    expect(sameAvcConfig({ lengthSize: 4, parameterSets: [sps, pps] }, { lengthSize: 4, parameterSets: [Buffer.from(sps), Buffer.from(pps)] })).toBe(true);
  });

  it('fails for another length size, another or a missing parameter set', () => {
    const config = { lengthSize: 4, parameterSets: [sps, pps] };
    expect(sameAvcConfig(config, { lengthSize: 2, parameterSets: [sps, pps] })).toBe(false);
    expect(sameAvcConfig(config, { lengthSize: 4, parameterSets: [sps, Buffer.from([0x68, 0xeb, 0xe2])] })).toBe(false);
    expect(sameAvcConfig(config, { lengthSize: 4, parameterSets: [sps] })).toBe(false);
  });
});
