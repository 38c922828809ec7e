import type { AdAccountView, AdPageView, AdSetView, MetaCallToAction, PublicationView, PublishedOutputState } from '@reelmix/contracts/browser';

/** The button words Meta shows on the ad for each call-to-action type. */
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

/** Each step of one video's way to becoming an ad, in the buyer's words. */
export const OUTPUT_STATE_LABELS: Record<PublishedOutputState, string> = {
  queued: 'Waiting',
  uploading: 'Uploading the video',
  processing: 'Meta is processing the video',
  creating: 'Creating the ad',
  published: 'Published',
  failed: 'Failed',
};

/** "Spring sale (act_123)", or the id alone for an account Meta gave no name. */
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
