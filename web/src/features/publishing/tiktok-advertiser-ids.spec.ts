import { PUBLISHING_LIMITS } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { readAdvertiserIds } from './tiktok-advertiser-ids';

describe('reading the advertiser ids field', () => {
  it('takes ids separated by commas, spaces or new lines, each once', () => {
    expect(readAdvertiserIds(' 7012, 7013\n7014 7012 ')).toEqual({ ids: ['7012', '7013', '7014'] });
  });

  it('names the first entry that is not an id', () => {
    expect(readAdvertiserIds('7012, Shop US')).toEqual({ problem: '"Shop" is not an advertiser id: advertiser ids are digits only.' });
  });

  it('asks for an id when the field is empty', () => {
    expect(readAdvertiserIds(' , ')).toEqual({ problem: 'Enter at least one advertiser id.' });
  });

  it('refuses more advertisers than one connection may name', () => {
    const many = Array.from({ length: PUBLISHING_LIMITS.tiktokAdvertisersMax + 1 }, (_, index) => `70${index}`).join(',');
    expect(readAdvertiserIds(many)).toEqual({ problem: `Enter at most ${PUBLISHING_LIMITS.tiktokAdvertisersMax} advertiser ids.` });
  });
});
