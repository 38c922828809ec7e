import { DEFAULT_PLACEMENTS, PLACEMENT_NAMES, PLACEMENTS, parsePlacement, placementAspect, placementFrom } from './placements';

describe('placements', () => {
  it('has the four sizes of the spec and defaults to vertical and feed', () => {
    expect(PLACEMENTS['9:16']).toEqual({ width: 1080, height: 1920, tag: '9x16' });
    expect(PLACEMENTS['4:5']).toEqual({ width: 1080, height: 1350, tag: '4x5' });
    expect(PLACEMENTS['1:1']).toEqual({ width: 1080, height: 1080, tag: '1x1' });
    expect(PLACEMENTS['16:9']).toEqual({ width: 1920, height: 1080, tag: '16x9' });
    expect(DEFAULT_PLACEMENTS).toEqual(['9:16', '4:5']);
  });

  it('parses the ratio and the tag form', () => {
    expect(parsePlacement('9:16')).toBe('9:16');
    expect(parsePlacement(' 16:9 ')).toBe('16:9');
    expect(parsePlacement('4x5')).toBe('4:5');
  });

  it('refuses anything else, naming the accepted ones', () => {
    expect(() => parsePlacement('3:4')).toThrow('Unknown placement "3:4"; use one of 9:16, 4:5, 1:1, 16:9');
    expect(() => parsePlacement('toString')).toThrow('Unknown placement');
    expect(() => parsePlacement('')).toThrow('Unknown placement');
  });

  it('reads nothing it does not know as a placement', () => {
    expect(placementFrom('16x9')).toBe('16:9');
    expect(placementFrom('9x16 ')).toBe('9:16');
    expect(placementFrom('3:4')).toBeNull();
    expect(placementFrom('hasOwnProperty')).toBeNull();
  });

  it('lists every placement once, in the order offered', () => {
    expect(PLACEMENT_NAMES).toEqual(Object.keys(PLACEMENTS));
  });

  it('gives each frame its shape', () => {
    expect(placementAspect('9:16')).toBe(9 / 16);
    expect(placementAspect('4:5')).toBe(4 / 5);
    expect(placementAspect('1:1')).toBe(1);
    expect(placementAspect('16:9')).toBe(16 / 9);
  });
});
