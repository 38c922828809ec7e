import { DEFAULT_TEXT_STYLE, DomainError, ErrorCode } from '@reelmix/contracts';
import { parsePreviewQuery } from './preview-query';

const USER = '5b0c8a4e-3f7d-4c1e-9a53-2f6d1b7e8c90';
const KEY = `sources/${USER}/up1/intro/r1.poster.jpg`;
const query = { key: KEY, width: '1920', height: '1080', placement: '9x16', framing: 'fill', focus: '0.3,0.5', size: '540' };

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('parsePreviewQuery', () => {
  it('reads a preview request', () => {
    expect(parsePreviewQuery(USER, query)).toEqual({ posterKey: KEY, width: 1920, height: 1080, placement: '9:16', framing: 'fill', focus: { x: 0.3, y: 0.5 }, size: 540 });
  });

  it("reads a text with its style, keeping only the style's own fields", () => {
    const style = { ...DEFAULT_TEXT_STYLE, position: 'bottom' };
    const parsed = parsePreviewQuery(USER, { ...query, text: '50% off today', textStyle: JSON.stringify({ ...style, extra: 'dropped' }) });
    expect(parsed.text).toEqual({ text: '50% off today', style });
    expect(parsePreviewQuery(USER, query)).not.toHaveProperty('text');
  });

  it("answers another customer's poster, or any other object, as missing", () => {
    expect(refusal(() => parsePreviewQuery('another-user', query)).code).toBe(ErrorCode.NotFound);
    expect(refusal(() => parsePreviewQuery(USER, { ...query, key: `sources/${USER}/up1/intro/r1` })).code).toBe(ErrorCode.NotFound);
    expect(refusal(() => parsePreviewQuery(USER, { ...query, key: `outputs/${USER}/j/x.poster.jpg` })).code).toBe(ErrorCode.NotFound);
  });

  it.each([
    [{ placement: '2:3' }, 'Unknown placement'],
    [{ framing: 'stretch' }, 'framing must be one of auto, fill, blur, fit'],
    [{ focus: '1.5,0' }, 'focus must be two numbers from 0 to 1'],
    [{ focus: 'x' }, 'focus must be two numbers from 0 to 1'],
    [{ width: '0' }, 'width must be a whole number'],
    [{ size: '99999' }, 'size must be a whole number'],
    [{ text: 'Hello' }, 'textStyle must be the text style as JSON'],
    [{ text: ' ', textStyle: JSON.stringify(DEFAULT_TEXT_STYLE) }, 'text must be the words to draw'],
    [{ text: 'Hello', textStyle: JSON.stringify({ ...DEFAULT_TEXT_STYLE, durationSec: '5' }) }, 'textStyle must be the text style as JSON'],
    [{ text: 'Hello', textStyle: JSON.stringify({ ...DEFAULT_TEXT_STYLE, backdropColour: '#222222' }) }, 'contrast'],
  ])('refuses %j with a reason', (change, reason) => {
    const error = refusal(() => parsePreviewQuery(USER, { ...query, ...change }));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toContain(reason);
  });
});
