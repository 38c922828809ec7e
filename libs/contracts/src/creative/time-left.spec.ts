import { timeLeftText } from './time-left';

describe('timeLeftText', () => {
  it.each([0, 4, 14.9])('says "a few seconds" below 15 s (%s s)', (seconds) => {
    expect(timeLeftText(seconds)).toBe('A few seconds left');
  });

  it.each([
    [15, 'About 20 seconds left'],
    [38, 'About 40 seconds left'],
    [54, 'About 50 seconds left'],
  ])('rounds %s s to ten seconds', (seconds, text) => {
    expect(timeLeftText(seconds)).toBe(text);
  });

  it.each([
    [55, 'About 1 minute left'],
    [89, 'About 1 minute left'],
    [130, 'About 2 minutes left'],
    [9 * 60 + 20, 'About 9 minutes left'],
    [23 * 60, 'About 25 minutes left'],
    [97 * 60, 'About 95 minutes left'],
  ])('says %s s in minutes, in the right number', (seconds, text) => {
    expect(timeLeftText(seconds)).toBe(text);
  });

  it('says hours from 100 minutes on', () => {
    expect(timeLeftText(100 * 60)).toBe('About 2 hours left');
    expect(timeLeftText(5.2 * 3600)).toBe('About 5 hours left');
  });
});
