import { counted } from './counted';

/**
 * What a finished job made, said from its own numbers: each combination is rendered once per
 * placement, so the videos are the combinations times the placements ("Generated 6 videos (3
 * combinations in 2 placements)."). With one placement each video is a combination and the count
 * says it all. Should the videos not divide evenly into the placements (outputs kept from an
 * earlier plan), only the videos are counted rather than a combination count that is not true.
 * The jobs service answers it as a job's message and the web app shows it, so both read the same.
 */
export function completedJobMessage(videos: number, placements: number): string {
  const made = `Generated ${counted(videos, 'video')}`;
  if (placements <= 1 || videos === 0 || videos % placements !== 0) return `${made}.`;
  return `${made} (${counted(videos / placements, 'combination')} in ${counted(placements, 'placement')}).`;
}
