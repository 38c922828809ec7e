import { MetaRequestRefusedError, MetaTransientError } from './graph-errors';
import { isComplete, resumeOffsetsFrom, windowFrom } from './upload-window';

const context = { method: 'POST', path: '/act_1/advideos' };

describe('windowFrom', () => {
  it('reads Meta’s offsets, given as strings', () => {
    expect(windowFrom({ start_offset: '1048576', end_offset: '2097152' }, 3_000_000)).toEqual({ startOffset: 1048576, endOffset: 2097152 });
  });

  it('is complete when the offsets meet', () => {
    expect(isComplete({ startOffset: 3_000_000, endOffset: 3_000_000 })).toBe(true);
    expect(isComplete({ startOffset: 0, endOffset: 1 })).toBe(false);
  });

  it.each([
    [{}, 'Meta named no offsets (start undefined, end undefined)'],
    [{ start_offset: '10', end_offset: '5' }, 'Meta asked for bytes 10-5 of a 100-byte file'],
    [{ start_offset: '0', end_offset: '101' }, 'Meta asked for bytes 0-101 of a 100-byte file'],
    [{ start_offset: '-1', end_offset: '5' }, 'Meta asked for bytes -1-5 of a 100-byte file'],
  ])('names what is wrong with %j', (answer, reason) => {
    expect(windowFrom(answer, 100)).toBe(reason);
  });
});

describe('resumeOffsetsFrom', () => {
  it('takes the offsets from a refused chunk’s error_data, as an object or as JSON text', () => {
    const asObject = new MetaRequestRefusedError(context, 400, { code: 6001, error_subcode: 1363037, error_data: { start_offset: 1048576, end_offset: 2097152 } });
    const asText = new MetaRequestRefusedError(context, 400, { code: 6001, error_data: '{"start_offset":"5","end_offset":"9"}' });
    expect(resumeOffsetsFrom(asObject)).toEqual({ start_offset: 1048576, end_offset: 2097152 });
    expect(resumeOffsetsFrom(asText)).toEqual({ start_offset: '5', end_offset: '9' });
  });

  it('has nothing to resume from for other errors', () => {
    expect(resumeOffsetsFrom(new MetaRequestRefusedError(context, 400, { code: 100 }))).toBeUndefined();
    expect(resumeOffsetsFrom(new MetaTransientError(context, 'failed', {}, false))).toBeUndefined();
  });
});
