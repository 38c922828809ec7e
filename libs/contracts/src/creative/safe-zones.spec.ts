import { PLACEMENT_NAMES } from './placements';
import { areasOverlap, NO_SAFE_ZONES_NOTES, SAFE_ZONES, TEXT_AREAS } from './safe-zones';

describe('safe zones', () => {
  it('covers the top, the bottom and the button column of full-screen 9:16', () => {
    const zones = SAFE_ZONES['9:16'];
    expect(zones.map((zone) => zone.label)).toEqual(['Account name', 'Caption and button', 'Buttons']);
    for (const zone of zones) {
      expect(zone.left + zone.width).toBeLessThanOrEqual(1);
      expect(zone.top + zone.height).toBeLessThanOrEqual(1);
    }
  });

  it('leaves feed and landscape frames uncovered, and says so', () => {
    for (const placement of ['4:5', '1:1', '16:9'] as const) {
      expect(SAFE_ZONES[placement]).toEqual([]);
      expect(NO_SAFE_ZONES_NOTES[placement]).toMatch(/^Nothing covers this placement/);
    }
    expect(NO_SAFE_ZONES_NOTES['9:16']).toBeNull();
  });

  it('keeps every placement\'s text area inside the frame and clear of its safe zones', () => {
    for (const placement of PLACEMENT_NAMES) {
      const area = TEXT_AREAS[placement];
      expect(area.left).toBeGreaterThan(0);
      expect(area.top).toBeGreaterThan(0);
      expect(area.left + area.width).toBeLessThan(1);
      expect(area.top + area.height).toBeLessThan(1);
      for (const zone of SAFE_ZONES[placement]) expect(areasOverlap(area, zone)).toBe(false);
    }
  });
});
