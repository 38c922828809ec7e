import { FRAMING_CHOICES as CHOICES_SENT } from '@reelmix/contracts';
import { FRAMING_CHOICES as CHOICES_RENDERED } from '@reelmix/media';

describe('framing choices', () => {
  it('are the same list in the events the jobs service sends and in the render that makes them', () => {
    expect([...CHOICES_SENT].sort()).toEqual([...CHOICES_RENDERED].sort());
  });
});
