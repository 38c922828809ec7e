import { useEffect, useState } from 'react';
import { type ClipPreview, readClipPreview } from './read-clip-preview';

/** The length, size and poster frame of a dropped file; null while reading and when it cannot be read. */
export function useClipPreview(file: File): ClipPreview | null {
  const [read, setRead] = useState<{ file: File; preview: ClipPreview | null } | null>(null);
  useEffect(() => {
    const reading = new AbortController();
    void readClipPreview(file, reading.signal).then((preview) => {
      if (!reading.signal.aborted) setRead({ file, preview });
    });
    return () => reading.abort();
  }, [file]);
  // A row reused for another file must not show the previous file's facts for a moment.
  return read?.file === file ? read.preview : null;
}
