import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClipPreview } from './read-clip-preview';

const file = new File(['x'], 'intro-land.mp4', { type: 'video/mp4' });

/** jsdom decodes no video: a real element whose picture facts are set and whose events are fired by hand. */
function stubVideo(facts: { duration: number; videoWidth: number; videoHeight: number }): HTMLVideoElement {
  const video = document.createElement('video');
  for (const [key, value] of Object.entries({ ...facts, networkState: HTMLMediaElement.NETWORK_LOADING })) Object.defineProperty(video, key, { value });
  vi.spyOn(video, 'load').mockImplementation(() => undefined);
  return video;
}

describe('reading a dropped clip in the browser', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:intro-land');
        static override revokeObjectURL = vi.fn();
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives length, picture size and a poster frame taken just past the start, then lets the file go', async () => {
    const video = stubVideo({ duration: 3.2, videoWidth: 1920, videoHeight: 1080 });
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,poster');

    const reading = readClipPreview(file, new AbortController().signal, video);
    expect(video.src).toBe('blob:intro-land');
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBeCloseTo(0.1);
    video.dispatchEvent(new Event('seeked'));

    await expect(reading).resolves.toEqual({ durationSec: 3.2, width: 1920, height: 1080, posterUrl: 'data:image/jpeg;base64,poster' });
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 160, 90);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:intro-land');
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.load).toHaveBeenCalled();
  });

  it('keeps length and size without a poster when the frame cannot be drawn', async () => {
    const video = stubVideo({ duration: 0.5, videoWidth: 120, videoHeight: 160 });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

    const reading = readClipPreview(file, new AbortController().signal, video);
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('seeked'));

    await expect(reading).resolves.toEqual({ durationSec: 0.5, width: 120, height: 160, posterUrl: null });
  });

  it('gives nothing for a file the browser cannot decode, and still lets it go', async () => {
    const video = stubVideo({ duration: NaN, videoWidth: 0, videoHeight: 0 });

    const reading = readClipPreview(file, new AbortController().signal, video);
    video.dispatchEvent(new Event('error'));

    await expect(reading).resolves.toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:intro-land');
  });

  it('gives up on a file that never loads', async () => {
    vi.useFakeTimers();
    const reading = readClipPreview(file, new AbortController().signal, stubVideo({ duration: NaN, videoWidth: 0, videoHeight: 0 }));
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(reading).resolves.toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:intro-land');
  });

  it('stops when the row goes away before the file is read', async () => {
    const reader = new AbortController();
    const reading = readClipPreview(file, reader.signal, stubVideo({ duration: 3, videoWidth: 1080, videoHeight: 1080 }));
    reader.abort();
    await expect(reading).resolves.toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:intro-land');
  });
});
