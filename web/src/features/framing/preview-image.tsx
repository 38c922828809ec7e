import { Button, Spinner } from '@reelmix/ui';
import { type ReactNode, useEffect, useState } from 'react';

export interface PreviewImageProps {
  src: string;
  alt: string;
  /** Shown over the tile while no picture is: the first one loading, or failing. */
  fallback?: ReactNode;
}

/**
 * Waits before asking again for a preview that failed. The server makes only a few previews at a
 * time and refuses the overflow for a second (429), which a large job's first screen can reach.
 */
export const PREVIEW_RETRY_DELAYS_MS = [1000, 3000, 6000] as const;

/**
 * A server-made preview that keeps showing the last picture until the next one has arrived, so a
 * change never blanks the tile. The next picture loads in a hidden <img> beside the shown one.
 */
export function PreviewImage({ src, alt, fallback }: PreviewImageProps) {
  const [shown, setShown] = useState<string | null>(null);
  // Which try of which picture is loading; a new picture starts again at the first.
  const [tries, setTries] = useState({ src, attempt: 0, failed: false, waiting: false });
  const current = tries.src === src ? tries : { src, attempt: 0, failed: false, waiting: false };
  const loading = src !== shown && !current.failed;

  useEffect(() => {
    if (tries.src !== src || !tries.waiting) return;
    const next = { ...tries, attempt: tries.attempt + 1, waiting: false };
    const timer = setTimeout(() => setTries(next), PREVIEW_RETRY_DELAYS_MS[tries.attempt]);
    return () => clearTimeout(timer);
  }, [src, tries]);

  function failed() {
    const retries = current.attempt < PREVIEW_RETRY_DELAYS_MS.length;
    setTries({ ...current, failed: !retries, waiting: retries });
  }

  return (
    <>
      {shown && <img className="preview-image" src={shown} alt={alt} />}
      {!shown && fallback}
      {/* Lazy: a large job has a hundred tiles, and each preview is made on request. */}
      {loading && !current.waiting && (
        <img
          // A new element per try, so the browser asks again for the same address.
          key={current.attempt}
          // The first picture shows as it loads; later ones wait out of sight.
          className={shown ? 'preview-image preview-image--next' : 'preview-image'}
          src={src}
          loading="lazy"
          alt={shown ? '' : alt}
          aria-hidden={shown ? true : undefined}
          onLoad={() => setShown(src)}
          onError={failed}
        />
      )}
      {loading && (shown || current.waiting) && <Spinner size="sm" className="preview-image__busy" label="Loading the new preview" />}
      {current.failed && (
        <div className="preview-image__failed" role="alert">
          <p>The preview could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => setTries({ src, attempt: 0, failed: false, waiting: false })}>
            Try Again
          </Button>
        </div>
      )}
    </>
  );
}
