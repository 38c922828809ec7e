import { type AdPlatform, type CtaLink, type LastPublicationView, META_CALL_TO_ACTIONS, PUBLISHING_LIMITS, type MetaCallToAction, TIKTOK_CALL_TO_ACTIONS } from '@reelmix/contracts/browser';
import type { PublishJobBody } from '../../api/ad-publishing';

/** What the publish form holds while the buyer fills it in. */
export interface PublishFormValues {
  platform: AdPlatform;
  /** A Meta ad account (`act_…`), or a TikTok advertiser id. */
  adAccountId: string;
  /** A Meta ad set, or a TikTok ad group. */
  adSetId: string;
  /** A Facebook Page, or a TikTok identity. */
  pageId: string;
  /** TikTok only: the chosen identity's type, sent with its id. */
  identityType: string;
  primaryText: string;
  /** Meta only: TikTok ads have no headline. */
  headline: string;
  callToAction: MetaCallToAction;
  link: string;
  /** Whether the ads of each CTA clip may go to a link of their own. */
  perCtaLinks: boolean;
  /** Per CTA clip of the job (1-based position, upload order), the link typed for its ads; empty means `link`. */
  ctaLinks: Record<number, string>;
  /** Ads are created paused unless the buyer unticks it: a live ad spends before anyone has looked at it. */
  createPaused: boolean;
}

export type PublishFormErrors = Partial<Record<Exclude<keyof PublishFormValues, 'ctaLinks'>, string>> & {
  /** Per CTA clip position, the problem of its link. */
  ctaLinks?: Record<number, string>;
};

export const EMPTY_PUBLISH_FORM: PublishFormValues = {
  platform: 'meta',
  adAccountId: '',
  adSetId: '',
  pageId: '',
  identityType: '',
  primaryText: '',
  headline: '',
  callToAction: 'LEARN_MORE',
  link: '',
  perCtaLinks: false,
  ctaLinks: {},
  createPaused: true,
};

/** The calls to action a platform's ads may carry. */
export function callToActionsOf(platform: AdPlatform): readonly MetaCallToAction[] {
  return platform === 'tiktok' ? TIKTOK_CALL_TO_ACTIONS : META_CALL_TO_ACTIONS;
}

/**
 * Which platform the last publish went to. The last publication does not say, but its account
 * does: Meta's ad accounts are `act_` and digits, TikTok's advertisers digits alone.
 */
export function platformOfLastPublication(last: LastPublicationView): AdPlatform {
  return last.platform;
}

/**
 * The form's starting values: the destination, texts and links of the customer's latest publish
 * when it went to the same platform, so the next round goes into the same ad set unless the buyer
 * chooses another. Its per-CTA links are kept only for the CTA positions this job has
 * (`ctaPositions`), since a link for a position the job lacks would be refused. Ads are still
 * created paused by default, whatever the last publish did: going live is asked for each time.
 */
export function publishFormFrom(last: LastPublicationView | null, platform: AdPlatform = 'meta', ctaPositions: readonly number[] = []): PublishFormValues {
  if (!last || platformOfLastPublication(last) !== platform) return { ...EMPTY_PUBLISH_FORM, platform };
  const ctaLinks = Object.fromEntries(last.ctaLinks.filter((ctaLink) => ctaPositions.includes(ctaLink.position)).map((ctaLink) => [ctaLink.position, ctaLink.link]));
  return {
    ...EMPTY_PUBLISH_FORM,
    platform,
    adAccountId: last.adAccountId,
    adSetId: last.adSetId,
    pageId: last.pageId,
    primaryText: last.primaryText,
    headline: platform === 'meta' ? (last.headline ?? '') : '',
    callToAction: callToActionsOf(platform).includes(last.callToAction) ? last.callToAction : EMPTY_PUBLISH_FORM.callToAction,
    link: last.link,
    perCtaLinks: Object.keys(ctaLinks).length > 0,
    ctaLinks,
  };
}

export const LINK_MUST_BE_HTTPS = 'Enter the full https:// address the ad sends people to.';

function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The main link and each CTA's link follow the same rule: a whole https address within the limit. */
function isAdLink(value: string): boolean {
  return isHttpsLink(value) && value.length <= PUBLISHING_LIMITS.linkMaxLength;
}

/** The CTA links the buyer filled in, trimmed, by position; none while the per-CTA links are off. */
function filledCtaLinks(values: PublishFormValues): CtaLink[] {
  if (!values.perCtaLinks) return [];
  return Object.entries(values.ctaLinks)
    .map(([position, link]) => ({ position: Number(position), link: link.trim() }))
    .filter((ctaLink) => ctaLink.link !== '')
    .sort((a, b) => a.position - b.position);
}

/** What each platform calls the choices and the text a publish needs, in the words of its fields. */
const MISSING: Record<AdPlatform, Required<Pick<PublishFormErrors, 'adAccountId' | 'adSetId' | 'pageId' | 'primaryText'>>> = {
  meta: {
    adAccountId: 'Choose the ad account.',
    adSetId: 'Choose the ad set the ads go into.',
    pageId: 'Choose the Page the ads run as.',
    primaryText: "Write the ad's primary text.",
  },
  tiktok: {
    adAccountId: 'Choose the advertiser.',
    adSetId: 'Choose the ad group the ads go into.',
    pageId: 'Choose the identity the ads run as.',
    primaryText: "Write the ad's text.",
  },
};

/** The form's problems, per field; empty when it may be sent. The server checks the same again. */
export function publishFormErrors(values: PublishFormValues): PublishFormErrors {
  const missing = MISSING[values.platform];
  const errors: PublishFormErrors = {};
  if (!values.adAccountId) errors.adAccountId = missing.adAccountId;
  if (!values.adSetId) errors.adSetId = missing.adSetId;
  // A TikTok identity goes with its type; one without (not yet matched to the list) is not chosen yet.
  if (!values.pageId || (values.platform === 'tiktok' && !values.identityType)) errors.pageId = missing.pageId;
  if (!values.primaryText.trim()) errors.primaryText = missing.primaryText;
  if (!isAdLink(values.link.trim())) errors.link = LINK_MUST_BE_HTTPS;
  // An empty CTA link is no problem: that CTA's ads go to the main link.
  const badCtaLinks = filledCtaLinks(values).filter((ctaLink) => !isAdLink(ctaLink.link));
  if (badCtaLinks.length > 0) errors.ctaLinks = Object.fromEntries(badCtaLinks.map((ctaLink) => [ctaLink.position, LINK_MUST_BE_HTTPS]));
  return errors;
}

/**
 * The request the filled-in form makes; an empty headline is left out rather than sent blank, and
 * TikTok's never sent. Only the CTA links filled in are sent: the other CTAs' ads go to `link`.
 */
export function publishBody(values: PublishFormValues): PublishJobBody {
  const headline = values.platform === 'meta' ? values.headline.trim() : '';
  const ctaLinks = filledCtaLinks(values);
  return {
    platform: values.platform,
    adAccountId: values.adAccountId,
    adSetId: values.adSetId,
    pageId: values.pageId,
    ...(values.platform === 'tiktok' ? { identityType: values.identityType } : {}),
    primaryText: values.primaryText.trim(),
    ...(headline ? { headline } : {}),
    callToAction: values.callToAction,
    link: values.link.trim(),
    ...(ctaLinks.length > 0 ? { ctaLinks } : {}),
    status: values.createPaused ? 'PAUSED' : 'ACTIVE',
  };
}
