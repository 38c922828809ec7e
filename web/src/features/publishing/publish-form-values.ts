import { type LastPublicationView, PUBLISHING_LIMITS, type MetaCallToAction } from '@reelmix/contracts/browser';
import type { PublishJobBody } from '../../api/ad-publishing';

/** What the publish form holds while the buyer fills it in. */
export interface PublishFormValues {
  adAccountId: string;
  adSetId: string;
  pageId: string;
  primaryText: string;
  headline: string;
  callToAction: MetaCallToAction;
  link: string;
  /** Ads are created paused unless the buyer unticks it: a live ad spends before anyone has looked at it. */
  createPaused: boolean;
}

export type PublishFormErrors = Partial<Record<keyof PublishFormValues, string>>;

export const EMPTY_PUBLISH_FORM: PublishFormValues = {
  adAccountId: '',
  adSetId: '',
  pageId: '',
  primaryText: '',
  headline: '',
  callToAction: 'LEARN_MORE',
  link: '',
  createPaused: true,
};

/**
 * The form's starting values: the destination and texts of the customer's latest publish, so the
 * next round goes into the same ad set unless the buyer chooses another. Ads are still created
 * paused by default, whatever the last publish did: going live is asked for each time.
 */
export function publishFormFrom(last: LastPublicationView | null): PublishFormValues {
  if (!last) return EMPTY_PUBLISH_FORM;
  return {
    ...EMPTY_PUBLISH_FORM,
    adAccountId: last.adAccountId,
    adSetId: last.adSetId,
    pageId: last.pageId,
    primaryText: last.primaryText,
    headline: last.headline ?? '',
    callToAction: last.callToAction,
    link: last.link,
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

/** The form's problems, per field; empty when it may be sent. The server checks the same again. */
export function publishFormErrors(values: PublishFormValues): PublishFormErrors {
  const errors: PublishFormErrors = {};
  if (!values.adAccountId) errors.adAccountId = 'Choose the ad account.';
  if (!values.adSetId) errors.adSetId = 'Choose the ad set the ads go into.';
  if (!values.pageId) errors.pageId = 'Choose the Page the ads run as.';
  if (!values.primaryText.trim()) errors.primaryText = "Write the ad's primary text.";
  const link = values.link.trim();
  if (!isHttpsLink(link) || link.length > PUBLISHING_LIMITS.linkMaxLength) errors.link = LINK_MUST_BE_HTTPS;
  return errors;
}

/** The request the filled-in form makes; an empty headline is left out rather than sent blank. */
export function publishBody(values: PublishFormValues): PublishJobBody {
  const headline = values.headline.trim();
  return {
    platform: 'meta',
    adAccountId: values.adAccountId,
    adSetId: values.adSetId,
    pageId: values.pageId,
    primaryText: values.primaryText.trim(),
    ...(headline ? { headline } : {}),
    callToAction: values.callToAction,
    link: values.link.trim(),
    status: values.createPaused ? 'PAUSED' : 'ACTIVE',
  };
}
