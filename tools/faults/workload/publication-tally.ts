import type { PublishedOutputView } from '@reelmix/contracts';
import type { FakeAdAccountState } from '@reelmix/testing';
import { emptyTally, type Tally } from '../ledger';

/** What a publishing round left behind: the buyer's view of each output, and the ad account on the fake. */
export interface PublicationFacts {
  /** Finished outputs the customer asked to publish. */
  attempted: number;
  /** The ledger rows the publish call answered with, as the buyer reads them at the end. */
  outputs: PublishedOutputView[];
  /** The round's ad account on the fake Graph API (undefined when nothing reached it). */
  account: FakeAdAccountState | undefined;
  /** publication.failed events written per output. */
  failedEvents: ReadonlyMap<string, number>;
}

/**
 * The per-output ledger of a publishing round. Completed: an ad on the fake of this output's own
 * creative, or, when the fault makes the output unpublishable (`namedFailureCompletes`), a failure
 * named to the buyer on its row and announced as publication.failed. Lost: acknowledged and
 * neither at the end. Duplicated: a second ad whose creative shows one of the output's videos, a
 * second creative of one video, or a second failure event.
 */
export function publicationTally(facts: PublicationFacts, namedFailureCompletes: (output: PublishedOutputView) => boolean): { tally: Tally; problems: string[] } {
  const tally: Tally = { ...emptyTally(), attempted: facts.attempted, acknowledged: facts.outputs.length };
  const problems: string[] = [];
  const creatives = facts.account?.creatives ?? [];
  const ads = facts.account?.ads ?? [];
  for (const output of facts.outputs) {
    const videos = new Set([...creatives.filter((creative) => creative.name === output.adName).map((creative) => creative.videoId), ...(output.videoId ? [output.videoId] : [])]);
    const creativesOfVideos = creatives.filter((creative) => videos.has(creative.videoId));
    const adsOfOutput = ads.filter((ad) => creativesOfVideos.some((creative) => creative.id === ad.creativeId));
    const extraCreatives = [...videos].reduce((sum, video) => sum + Math.max(0, creatives.filter((creative) => creative.videoId === video).length - 1), 0);
    const failedEvents = facts.failedEvents.get(output.fileName) ?? 0;
    const duplicated = Math.max(0, adsOfOutput.length - 1) + extraCreatives + Math.max(0, failedEvents - 1);
    tally.duplicated += duplicated;
    if (duplicated > 0) problems.push(`${output.fileName}: ${adsOfOutput.length} ads, ${creativesOfVideos.length} creatives of ${videos.size} video(s), ${failedEvents} failure event(s)`);

    if (output.state === 'published') {
      if (output.adId && adsOfOutput.some((ad) => ad.id === output.adId)) tally.completed += 1;
      else {
        tally.lost += 1;
        problems.push(`${output.fileName}: published as ad ${output.adId ?? '(none)'}, which is not an ad of its creative on Meta`);
      }
    } else if (output.state === 'failed' && output.error && failedEvents > 0) {
      if (adsOfOutput.length > 0) problems.push(`${output.fileName}: named failed ("${output.error}") while ${adsOfOutput.length} ad(s) of it exist on Meta`);
      if (namedFailureCompletes(output)) tally.completed += 1;
      else problems.push(`${output.fileName} failed, which this fault should not cause: ${output.error}`);
    } else {
      tally.lost += 1;
      problems.push(`${output.fileName}: still ${output.state} at the end${output.state === 'failed' ? ` (error ${JSON.stringify(output.error)}, ${failedEvents} failure event(s))` : ''}`);
    }
  }
  return { tally, problems };
}
