import type { LibraryClip } from '@reelmix/contracts/browser';

/** A test library clip: a portrait hook used by one job, with a poster. */
export function buildLibraryClip(overrides: Partial<LibraryClip> = {}): LibraryClip {
  const id = overrides.id ?? 'clip-hook1';
  return {
    id,
    section: 'intro',
    originalName: 'hook1.mp4',
    label: null,
    durationSec: 7.4,
    width: 1080,
    height: 1920,
    orientation: 'portrait',
    sizeBytes: 4_200_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    posterUrl: `/api/clips/${id}/poster`,
    jobCount: 1,
    ...overrides,
  };
}

/** A library of a hook, a body and a CTA, newest first as the server lists it. */
export function buildLibrary(): LibraryClip[] {
  return [
    buildLibraryClip({ id: 'clip-cta1', section: 'cta', originalName: 'cta1.mp4', durationSec: 4, orientation: 'square', width: 1080, height: 1080, jobCount: 0, posterUrl: null }),
    buildLibraryClip({ id: 'clip-body2', section: 'body', originalName: 'body2.mp4', durationSec: 65.2, orientation: 'landscape', width: 1920, height: 1080, jobCount: 2 }),
    buildLibraryClip({ id: 'clip-hook1', jobCount: 3 }),
  ];
}
