import { DEFAULT_TEXT_STYLE, TEXT_MESSAGES } from '@reelmix/contracts/browser';
import { parseTexts, parseTextStyle, TextArgumentError } from './render-cli-texts';

describe('--text and --text-style', () => {
  it('keeps each text as one line with single spaces', () => {
    expect(parseTexts(['  Stop   scrolling ', 'Dermatologists hate this'])).toEqual([{ text: 'Stop scrolling' }, { text: 'Dermatologists hate this' }]);
  });

  it("refuses a text the product cannot draw with the contracts' reason", () => {
    expect(() => parseTexts(['Stop 🔥'])).toThrow(new TextArgumentError(`--text: ${TEXT_MESSAGES.emoji}`));
    expect(() => parseTexts(['Stop', 'STOP'])).toThrow(new TextArgumentError(`--text: ${TEXT_MESSAGES.duplicate}`));
  });

  it('takes the default style, or key=value pairs over it', () => {
    expect(parseTextStyle(undefined)).toEqual(DEFAULT_TEXT_STYLE);
    expect(parseTextStyle('font=montserrat, size=large,colour=#FFFFFF,backdrop=outline,backdrop-colour=#000000,position=bottom,seconds=2.5')).toEqual({
      font: 'montserrat',
      size: 'large',
      weight: 'bold',
      colour: '#ffffff',
      backdrop: 'outline',
      backdropColour: '#000000',
      position: 'bottom',
      durationSec: 2.5,
    });
  });

  it("gives Anton its one weight unless another is asked for, and then says which it has", () => {
    expect(parseTextStyle('font=anton').weight).toBe('regular');
    expect(() => parseTextStyle('font=anton,weight=bold')).toThrow(TEXT_MESSAGES.weight('anton'));
  });

  it('refuses an unknown key, a key twice, an unreadable pair of colours and a duration out of range', () => {
    expect(() => parseTextStyle('colour=#fff,shadow=1')).toThrow(/"shadow=1" is not one of font=/);
    expect(() => parseTextStyle('size=large,size=small')).toThrow('--text-style: size is given twice');
    expect(() => parseTextStyle('colour=#777777,backdrop-colour=#ffffff')).toThrow(/too alike to read: contrast 4\.48:1, at least 4\.5:1/);
    expect(() => parseTextStyle('seconds=0.1')).toThrow(TEXT_MESSAGES.duration);
    expect(() => parseTextStyle('seconds=')).toThrow(TEXT_MESSAGES.duration);
  });
});
