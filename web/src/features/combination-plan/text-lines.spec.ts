import { LimitMessages, TEXT_LABEL_MAX_LENGTH, TEXT_MESSAGES } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { lineProblem, newTextLine, savedTexts } from './text-lines';

const line = (text: string, label = '') => ({ ...newTextLine(), text, label });

describe('text lines', () => {
  it('saves each line as the server stores it: spaces made one, an empty label as none', () => {
    expect(savedTexts([line('  Stop   scrolling '), line('Dermatologists hate this', ' derm ')])).toEqual({
      texts: [
        { text: 'Stop scrolling', label: null },
        { text: 'Dermatologists hate this', label: 'derm' },
      ],
      problem: null,
    });
  });

  it('gives a line its own reason, text before label', () => {
    expect(lineProblem(line(''))).toBe(TEXT_MESSAGES.empty);
    expect(lineProblem(line('שלום'))).toBe(TEXT_MESSAGES.rightToLeft);
    expect(lineProblem(line('Fine', 'x'.repeat(TEXT_LABEL_MAX_LENGTH + 1)))).toBe(TEXT_MESSAGES.label);
    expect(lineProblem(line('Fine', 'fine'))).toBeNull();
  });

  it('refuses two lines alike, whatever their case and spacing', () => {
    expect(savedTexts([line('Glow up'), line('glow   UP')])).toEqual({ texts: null, problem: TEXT_MESSAGES.duplicate });
  });

  it('offers Pro at the free limit, and nothing more to a Pro plan', () => {
    expect(LimitMessages.textLimit('free')).toBe('Up to 3 texts on your plan. Upgrade to Pro for up to 10 texts per job.');
    expect(LimitMessages.textLimit('pro')).toBe('Up to 10 texts on your plan.');
  });
});
