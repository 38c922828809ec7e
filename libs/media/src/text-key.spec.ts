import { DEFAULT_TEXT_STYLE, type TextStyle } from '@reelmix/contracts/browser';
import { textKey } from './text-key';

const style = (overrides: Partial<TextStyle> = {}): TextStyle => ({ ...DEFAULT_TEXT_STYLE, ...overrides });

describe('textKey', () => {
  it('is short, stable, and the same for the same text and style', () => {
    const key = textKey('Stop scrolling', style());
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(textKey('Stop scrolling', style())).toBe(key);
    expect(textKey('Stop scrolling', style({ colour: '#111111'.toUpperCase() }))).toBe(key);
  });

  it('differs for another text or any field of the style that changes the pixels', () => {
    const keys = [
      textKey('Stop scrolling', style()),
      textKey('Stop scrolling!', style()),
      textKey('Stop scrolling', style({ font: 'montserrat' })),
      textKey('Stop scrolling', style({ weight: 'regular' })),
      textKey('Stop scrolling', style({ size: 'large' })),
      textKey('Stop scrolling', style({ colour: '#000000' })),
      textKey('Stop scrolling', style({ backdrop: 'outline' })),
      textKey('Stop scrolling', style({ backdropColour: '#fffff0' })),
      textKey('Stop scrolling', style({ position: 'bottom' })),
      textKey('Stop scrolling', style({ durationSec: 2 })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
