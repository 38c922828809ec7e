import { AD_PLATFORM_NAMES, type AdAccountView, type AdPageView, type AdPlatform, type AdSetView, type MetaCallToAction, type PublicationView, type PublishedOutputState } from '@reelmix/contracts/browser';

/** The button words the platform shows on the ad for each call-to-action type. */
export const CALL_TO_ACTION_LABELS: Record<MetaCallToAction, string> = {
  LEARN_MORE: 'Learn more',
  SHOP_NOW: 'Shop now',
  SIGN_UP: 'Sign up',
  DOWNLOAD: 'Download',
  GET_OFFER: 'Get offer',
  ORDER_NOW: 'Order now',
  BOOK_TRAVEL: 'Book travel',
  CONTACT_US: 'Contact us',
  SUBSCRIBE: 'Subscribe',
  APPLY_NOW: 'Apply now',
};

/** Each step of one video's way to becoming an ad on `platform`, in the buyer's words. */
export function outputStateLabel(state: PublishedOutputState, platform: AdPlatform): string {
  const labels: Record<PublishedOutputState, string> = {
    queued: 'Waiting',
    uploading: 'Uploading the video',
    processing: `${AD_PLATFORM_NAMES[platform]} is processing the video`,
    creating: 'Creating the ad',
    published: 'Published',
    failed: 'Failed',
  };
  return labels[state];
}

/** What the publication's ads went into: a Meta ad set or a TikTok ad group. */
export function adSetNoun(platform: AdPlatform): string {
  return platform === 'tiktok' ? 'ad group' : 'ad set';
}

/**
 * The platforms a job's publications went to, by name ("Meta", "Meta and TikTok"), for texts
 * about reading or pausing their ads; "the ad platform" before the publications are known.
 */
export function publicationsPlatformName(publications: readonly PublicationView[] | undefined): string {
  const platforms = [...new Set((publications ?? []).map((publication) => publication.platform))].sort();
  return platforms.length === 0 ? 'the ad platform' : platforms.map((platform) => AD_PLATFORM_NAMES[platform]).join(' and ');
}

/** "Spring sale (act_123)", or the id alone for an account the platform gave no name. */
export function adAccountLabel(account: AdAccountView): string {
  const name = account.name ? `${account.name} (${account.id})` : account.id;
  return account.currency ? `${name}, ${account.currency}` : name;
}

export function pageLabel(page: AdPageView): string {
  return page.name ?? page.id;
}

/** "Broad 18-45 (campaign Spring sale, optimised for OFFSITE_CONVERSIONS)": the option says where the ad goes and what it is counted on. */
export function adSetLabel(adSet: AdSetView): string {
  const details = [adSet.campaignName && `campaign ${adSet.campaignName}`, adSet.optimizationGoal && `optimised for ${adSet.optimizationGoal}`].filter(Boolean);
  const name = adSet.name ?? adSet.id;
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

/** "3 published, 1 failed, 2 in progress" for a publication's outputs. */
export function publicationCountsText(counts: PublicationView['counts']): string {
  const inProgress = counts.queued + counts.uploading + counts.processing + counts.creating;
  const parts = [`${counts.published} published`];
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (inProgress > 0) parts.push(`${inProgress} in progress`);
  return parts.join(', ');
}
