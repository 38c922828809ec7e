import { PUBLISHED_OUTPUT_STATES, type PublicationState, type PublicationView, type PublishedOutputState, type PublishedOutputView } from '@reelmix/contracts';
import type { Publication } from './publication.entity';
import type { PublishedOutput } from './published-output.entity';

/** Where an output's ad sends people: its CTA clip's own link when the publish gave one. */
export function linkOf(publication: Pick<Publication, 'link' | 'ctaLinks'>, row: Pick<PublishedOutput, 'cta'>): string {
  return publication.ctaLinks.find((ctaLink) => ctaLink.position === row.cta)?.link ?? publication.link;
}

/** The ad's name on the platform: the output's name, which is how results are matched back to it. */
export function adNameOf(fileName: string): string {
  return fileName.replace(/\.mp4$/i, '');
}

export function toPublishedOutputView(row: PublishedOutput): PublishedOutputView {
  return {
    fileName: row.fileName,
    state: row.state,
    adName: adNameOf(row.fileName),
    videoId: row.videoId,
    creativeId: row.creativeId,
    adId: row.adId,
    adStatus: row.adStatus,
    error: row.error,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function stateOf(counts: Record<PublishedOutputState, number>): PublicationState {
  const settled = counts.published + counts.failed;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (settled < total) return 'publishing';
  return counts.failed > 0 && counts.published === 0 ? 'failed' : 'published';
}

export function toPublicationView(publication: Publication, rows: readonly PublishedOutput[]): PublicationView {
  const own = rows.filter((row) => row.publicationId === publication.id);
  const counts = Object.fromEntries(PUBLISHED_OUTPUT_STATES.map((state) => [state, 0])) as Record<PublishedOutputState, number>;
  for (const row of own) counts[row.state] += 1;
  return {
    id: publication.id,
    jobId: publication.jobId,
    platform: publication.platform,
    adAccountId: publication.adAccountId,
    adSetId: publication.adSetId,
    pageId: publication.pageId,
    primaryText: publication.primaryText,
    headline: publication.headline,
    callToAction: publication.callToAction,
    link: publication.link,
    ctaLinks: publication.ctaLinks,
    status: publication.status,
    state: stateOf(counts),
    counts,
    outputs: own.map(toPublishedOutputView),
    createdAt: publication.createdAt.toISOString(),
    updatedAt: publication.updatedAt.toISOString(),
  };
}
