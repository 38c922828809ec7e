import type { LibraryClip } from '@reelmix/contracts/browser';

/** The clip's poster frame, or a plain placeholder for clips stored before posters were taken. */
export function ClipPoster({ clip }: { clip: LibraryClip }) {
  if (!clip.posterUrl) {
    return (
      <div className="clip-poster clip-poster--empty" role="img" aria-label={`No preview of ${clip.originalName}`}>
        <span aria-hidden="true">▶</span>
      </div>
    );
  }
  return <img className="clip-poster" src={clip.posterUrl} alt={`Preview of ${clip.originalName}`} loading="lazy" />;
}
