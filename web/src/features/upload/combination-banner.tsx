import { counted, type UploadSection } from '@reelmix/contracts/browser';
import type { BannerCounts } from './banner-counts';
import { missingSectionsHint } from './upload-sections';

/** The counts come from bannerCounts: the chosen clips' before the upload, the job's plan after it. */
export interface CombinationBannerProps extends BannerCounts {
  /** Sections still without a file, said as what to add. */
  missing: readonly UploadSection[];
}

/**
 * docs/product-rules.md#combinations-and-placements: the current combination count, with the plan's ceiling and the videos it makes.
 * It counts only what a job would be made of, and says what is missing before there is any.
 */
export function CombinationBanner({ combinations, videos, missing, maxCombinations, placements }: CombinationBannerProps) {
  const hint = missingSectionsHint(missing);
  return (
    <p className="combination-banner" role="status">
      <strong className="combination-banner__count">
        {counted(combinations, 'combination')}
      </strong>{' '}
      <span className="combination-banner__limit">(maximum {maxCombinations} on your plan)</span>
      {videos > 0 && placements > 0 && (
        <span className="combination-banner__videos">
          {' '}
          · {counted(videos, 'video')} in {counted(placements, 'placement')}
        </span>
      )}
      {hint && (
        <span className="combination-banner__missing">
          {' '}
          · {hint}
        </span>
      )}
    </p>
  );
}
