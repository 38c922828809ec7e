import { isSection, missingSections, SECTIONS } from './sections';

describe('sections', () => {
  it('lists the parts of an ad in play order', () => {
    expect(SECTIONS).toEqual(['intro', 'body', 'cta']);
  });

  it('knows its own names only', () => {
    expect(SECTIONS.every(isSection)).toBe(true);
    expect(isSection('hook')).toBe(false);
    expect(isSection('toString')).toBe(false);
  });

  it('names the sections without clips, in play order', () => {
    expect(missingSections({ intro: 0, body: 2, cta: 0 })).toEqual(['intro', 'cta']);
    expect(missingSections({ intro: 1, body: 1, cta: 1 })).toEqual([]);
  });
});
