export interface CombinationBannerProps {
  combinations: number;
  maxCombinations: number;
  placements: number;
}

/** Customer-spec §2: the current combination count, with the plan's ceiling and the videos it makes. */
export function CombinationBanner({ combinations, maxCombinations, placements }: CombinationBannerProps) {
  const videos = combinations * placements;
  return (
    <p className="combination-banner" role="status">
      <strong className="combination-banner__count">
        {combinations} {combinations === 1 ? 'combination' : 'combinations'}
      </strong>{' '}
      <span className="combination-banner__limit">(maximum {maxCombinations} on your plan)</span>
      {combinations > 0 && placements > 0 && (
        <span className="combination-banner__videos">
          {' '}
          · {videos} {videos === 1 ? 'video' : 'videos'} in {placements} {placements === 1 ? 'placement' : 'placements'}
        </span>
      )}
    </p>
  );
}
