import { counted } from './counted';

describe('counted', () => {
  it('names one thing in the singular', () => {
    expect(counted(1, 'video')).toBe('1 video');
  });

  it.each([0, 2, 27])('names %d things in the plural', (count) => {
    expect(counted(count, 'video')).toBe(`${count} videos`);
  });

  it('takes the plural form of an irregular noun', () => {
    expect(counted(1, 'child', 'children')).toBe('1 child');
    expect(counted(3, 'child', 'children')).toBe('3 children');
  });
});
