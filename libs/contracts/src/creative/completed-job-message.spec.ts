import { completedJobMessage } from './completed-job-message';

describe('completedJobMessage', () => {
  it('counts the videos with their combinations and placements', () => {
    expect(completedJobMessage(6, 2)).toBe('Generated 6 videos (3 combinations in 2 placements).');
    expect(completedJobMessage(2, 2)).toBe('Generated 2 videos (1 combination in 2 placements).');
  });

  it('counts only the videos in one placement, where each video is a combination', () => {
    expect(completedJobMessage(3, 1)).toBe('Generated 3 videos.');
    expect(completedJobMessage(1, 1)).toBe('Generated 1 video.');
  });

  it('counts only the videos when they do not divide into the placements', () => {
    expect(completedJobMessage(3, 2)).toBe('Generated 3 videos.');
    expect(completedJobMessage(0, 2)).toBe('Generated 0 videos.');
  });
});
