import { childBoxes, findPath, parseBoxHeader } from './isobmff-boxes';
import { readVint } from './container-check';

const box = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

describe('ISO-BMFF box headers', () => {
  it('reads 32-bit, 64-bit and to-the-end sizes', () => {
    expect(parseBoxHeader(box('ftyp', Buffer.alloc(12)), 0, 100)).toEqual({ type: 'ftyp', start: 0, headerSize: 8, size: 20 });
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(5_000_000_000n, 8);
    expect(parseBoxHeader(large, 0, 100)).toEqual({ type: 'mdat', start: 0, headerSize: 16, size: 5_000_000_000 });
    const toEnd = box('mdat');
    toEnd.writeUInt32BE(0, 0);
    expect(parseBoxHeader(toEnd, 40, 1000)?.size).toBe(1000);
  });

  it('refuses a size smaller than its own header', () => {
    const broken = box('moov');
    broken.writeUInt32BE(4, 0);
    expect(parseBoxHeader(broken, 0, 100)).toBeNull();
  });

  it('walks nested boxes by path', () => {
    const moov = box('moov', Buffer.concat([box('mvhd', Buffer.alloc(4)), box('trak', box('mdia', box('mdhd', Buffer.alloc(24))))]));
    expect(childBoxes(moov, 8, moov.length).map((b) => b.type)).toEqual(['mvhd', 'trak']);
    const mdhd = findPath(moov, 8, moov.length, ['trak', 'mdia', 'mdhd']);
    expect(mdhd).toMatchObject({ type: 'mdhd', size: 32 });
    expect(findPath(moov, 8, moov.length, ['trak', 'minf'])).toBeNull();
  });
});

describe('EBML variable-length integers', () => {
  it('reads lengths and values, and flags the unknown size', () => {
    expect(readVint(Buffer.from([0x9f]), 0)).toEqual({ length: 1, value: 0x1f, unknown: false });
    expect(readVint(Buffer.from([0x40, 0x02]), 0)).toEqual({ length: 2, value: 2, unknown: false });
    expect(readVint(Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0)).toMatchObject({ length: 8, unknown: true });
    expect(readVint(Buffer.from([0x00]), 0)).toBeNull();
  });
});
