import { FRAMING_CHOICE_MESSAGE, PLACEMENT_CHOICE_MESSAGE, unknownFramingMessage, unknownPlacementsMessage } from './messages';

describe('messages about sections, placements and framing', () => {
  it('name every accepted choice', () => {
    expect(PLACEMENT_CHOICE_MESSAGE).toBe('placement must be one of 9:16, 4:5, 1:1, 16:9');
    expect(FRAMING_CHOICE_MESSAGE).toBe('framing must be one of auto, fill, blur, fit');
    expect(unknownPlacementsMessage('9:16,3:4')).toBe('Unknown placements "9:16,3:4": choose from 9:16, 4:5, 1:1, 16:9');
    expect(unknownFramingMessage('crop')).toBe('Unknown framing "crop": choose from auto, fill, blur, fit');
  });
});
