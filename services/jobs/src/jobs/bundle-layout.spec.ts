import { bundlePlaces, VIDEOS_PER_FOLDER } from './bundle-layout';

describe('bundlePlaces', () => {
  it('puts each placement in its own folder, ten videos to a folder, each thumbnail beside its video', () => {
    const outputs = Array.from({ length: 12 }, (_, i) => [
      { fileName: `h${i + 1}-b1-c1_9x16.mp4`, placementTag: '9x16' },
      { fileName: `h${i + 1}-b1-c1_4x5.mp4`, placementTag: '4x5' },
    ]).flat();
    const places = bundlePlaces(outputs);
    expect(places[0]).toEqual({ video: '9x16/01-10/h1-b1-c1_9x16.mp4', thumbnail: '9x16/01-10/h1-b1-c1_9x16.jpg' });
    expect(places[1]).toEqual({ video: '4x5/01-10/h1-b1-c1_4x5.mp4', thumbnail: '4x5/01-10/h1-b1-c1_4x5.jpg' });
    expect(places[2 * VIDEOS_PER_FOLDER].video).toBe('9x16/11-20/h11-b1-c1_9x16.mp4');
    const perFolder = new Map<string, number>();
    for (const place of places) perFolder.set(place.video.split('/').slice(0, 2).join('/'), (perFolder.get(place.video.split('/').slice(0, 2).join('/')) ?? 0) + 1);
    expect([...perFolder.values()].every((count) => count <= VIDEOS_PER_FOLDER)).toBe(true);
    expect(new Set(places.flatMap((place) => [place.video, place.thumbnail])).size).toBe(places.length * 2);
  });
});
