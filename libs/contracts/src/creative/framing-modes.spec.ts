import { DEFAULT_FRAMING, FRAMING_CHOICES, FRAMING_MODES, isFramingChoice } from './framing-modes';

describe('framing modes', () => {
  it('offers auto first, then the three modes', () => {
    expect(FRAMING_CHOICES).toEqual(['auto', ...FRAMING_MODES]);
    expect(DEFAULT_FRAMING).toBe('auto');
  });

  it('knows its own choices only', () => {
    expect(FRAMING_CHOICES.every(isFramingChoice)).toBe(true);
    expect(isFramingChoice('crop')).toBe(false);
    expect(isFramingChoice(undefined)).toBe(false);
  });
});
