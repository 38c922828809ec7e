import { PUBLISHING_LIMITS } from '@reelmix/contracts/browser';

/** A TikTok advertiser id as the server takes it: digits only. */
const ADVERTISER_ID = /^[0-9]{1,32}$/;

export type AdvertiserIdsReading = { ids: string[] } | { problem: string };

/**
 * The advertiser ids typed or pasted into one field, separated by commas, spaces or new lines (as
 * TikTok's Business Center lists them), each once. Anything that is not an id is named back, so
 * a pasted account name is caught here rather than refused by TikTok.
 */
export function readAdvertiserIds(text: string): AdvertiserIdsReading {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return { problem: 'Enter at least one advertiser id.' };
  const wrong = parts.find((part) => !ADVERTISER_ID.test(part));
  if (wrong !== undefined) return { problem: `"${wrong}" is not an advertiser id: advertiser ids are digits only.` };
  const ids = [...new Set(parts)];
  if (ids.length > PUBLISHING_LIMITS.tiktokAdvertisersMax) return { problem: `Enter at most ${PUBLISHING_LIMITS.tiktokAdvertisersMax} advertiser ids.` };
  return { ids };
}
