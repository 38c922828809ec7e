/** What the browser can tell of a dropped clip before it is uploaded. */
export interface ClipPreview {
  durationSec: number;
  width: number;
  height: number;
  /** A JPEG data URL of an early frame; null when the frame could not be drawn. */
  posterUrl: string | null;
}

/** Past the first frame, which is often black in an exported ad, yet inside the shortest clip. */
const POSTER_AT_SEC = 0.1;
/** Small enough for a row of the chosen-files list; the library's poster is the full-size one. */
const POSTER_WIDTH_PX = 160;
/**
 * A file the browser cannot decode usually fails at once, but some (mkv, avi) just never load; the
 * list then shows name and size, as for any unreadable file (the server probes it anyway).
 */
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Reads length, picture size and a poster frame from the file itself through a hidden video
 * element. Resolves null when the browser cannot read it or the signal aborts; never rejects.
 */
export function readClipPreview(file: File, signal: AbortSignal, video: HTMLVideoElement = document.createElement('video')): Promise<ClipPreview | null> {
  const url = signal.aborted ? null : objectUrlOf(file);
  if (url === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    let metadata: Omit<ClipPreview, 'posterUrl'> | null = null;

    const finish = (preview: ClipPreview | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abandon);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('error', onError);
      // Stops the element holding the file open before the URL is let go; one that never started has nothing to stop.
      video.removeAttribute('src');
      if (video.networkState !== HTMLMediaElement.NETWORK_EMPTY) video.load();
      URL.revokeObjectURL(url);
      resolve(preview);
    };
    const abandon = () => finish(null);
    const onError = () => finish(null);
    const onMetadata = () => {
      const { duration, videoWidth, videoHeight } = video;
      // Audio-only or a stream without a known end: nothing worth showing beside name and size.
      if (!Number.isFinite(duration) || videoWidth <= 0 || videoHeight <= 0) return finish(null);
      metadata = { durationSec: duration, width: videoWidth, height: videoHeight };
      video.currentTime = Math.min(POSTER_AT_SEC, duration / 2);
    };
    const onSeeked = () => {
      if (metadata) finish({ ...metadata, posterUrl: drawPoster(video, metadata) });
    };

    const timer = setTimeout(() => finish(metadata ? { ...metadata, posterUrl: null } : null), GIVE_UP_AFTER_MS);
    signal.addEventListener('abort', abandon);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('error', onError);
    video.muted = true;
    video.preload = 'auto';
    video.src = url;
  });
}

/** Null where the browser (or a test's DOM) has no object URLs for this file. */
function objectUrlOf(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

function drawPoster(video: HTMLVideoElement, size: { width: number; height: number }): string | null {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = Math.min(POSTER_WIDTH_PX, size.width);
    canvas.height = Math.max(1, Math.round((canvas.width * size.height) / size.width));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}
