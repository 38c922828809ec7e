import { describe, expect, it } from 'vitest';
import { clipShapeLabel } from './clip-shape';

describe('the shape shown beside a dropped clip', () => {
  it('names the placement the picture matches, with its orientation', () => {
    expect(clipShapeLabel(1920, 1080)).toBe('16:9 landscape');
    expect(clipShapeLabel(1080, 1920)).toBe('9:16 portrait');
    expect(clipShapeLabel(1080, 1080)).toBe('1:1 square');
    expect(clipShapeLabel(1080, 1350)).toBe('4:5 portrait');
  });

  it('forgives an export a few pixels off its design', () => {
    expect(clipShapeLabel(1080, 1078)).toBe('1:1 square');
    expect(clipShapeLabel(1920, 1088)).toBe('16:9 landscape');
  });

  it('says only the orientation, as the library does, for a picture no placement matches', () => {
    expect(clipShapeLabel(160, 120)).toBe('Landscape');
    expect(clipShapeLabel(120, 160)).toBe('Portrait');
  });
});
