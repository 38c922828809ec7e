import { DEFAULT_TEXT_STYLE, type DomainError, ErrorCode } from '@reelmix/contracts';
import { PREVIEW_TEXT_MESSAGES } from '@reelmix/contracts';
import { previewTextOf } from './preview-text';

const style = { ...DEFAULT_TEXT_STYLE, position: 'bottom' as const };
const plan = { texts: [{ text: 'Stop scrolling', label: null }, { text: '50% off today', label: 'Sale' }], textStyle: style };
const hook = { section: 'intro' as const };

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe("a preview's text", () => {
  it("is the job's text at the position asked for, in the job's style", () => {
    expect(previewTextOf(plan, hook, 2)).toEqual({ text: '50% off today', style });
    expect(previewTextOf({ texts: plan.texts }, hook, 1)).toEqual({ text: 'Stop scrolling', style: DEFAULT_TEXT_STYLE });
  });

  it('is none when none is asked for, whatever the clip', () => {
    expect(previewTextOf(plan, { section: 'body' }, undefined)).toBeUndefined();
    expect(previewTextOf({}, hook, undefined)).toBeUndefined();
  });

  it.each([
    [plan, { section: 'body' as const }, 1, PREVIEW_TEXT_MESSAGES.notAHook('body')],
    [plan, { section: 'cta' as const }, 1, 'this is a CTA clip'],
    [{}, hook, 1, PREVIEW_TEXT_MESSAGES.noTexts],
    [plan, hook, 3, 'This job has 2 texts: text must be from 1 to 2, not 3.'],
  ])('refuses a text the render would never draw there, saying why (%#)', (settings, clip, position, message) => {
    const error = refusal(() => previewTextOf(settings, clip, position));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toContain(message);
  });
});
