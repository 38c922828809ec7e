import { describe, expect, it } from 'vitest';
import { EMPTY_PUBLISH_FORM, LINK_MUST_BE_HTTPS, publishBody, publishFormErrors, publishFormFrom, type PublishFormValues } from './publish-form-values';
import { buildLastPublication } from './publishing.builder';

const FILLED: PublishFormValues = { ...EMPTY_PUBLISH_FORM, adAccountId: 'act_1', adSetId: '2001', pageId: '4001', primaryText: ' Try it ', link: ' https://example.com/a ' };

describe('the publish form', () => {
  it('creates ads paused unless told otherwise', () => {
    expect(EMPTY_PUBLISH_FORM.createPaused).toBe(true);
    expect(publishBody(FILLED).status).toBe('PAUSED');
    expect(publishBody({ ...FILLED, createPaused: false }).status).toBe('ACTIVE');
  });

  it('names every missing choice and text', () => {
    expect(Object.keys(publishFormErrors(EMPTY_PUBLISH_FORM)).sort()).toEqual(['adAccountId', 'adSetId', 'link', 'pageId', 'primaryText']);
    expect(publishFormErrors({ ...FILLED, primaryText: '   ' })).toEqual({ primaryText: "Write the ad's primary text." });
  });

  it('takes only a whole https address as the link', () => {
    for (const link of ['http://example.com', 'example.com', 'https://', 'ftp://example.com', `https://example.com/${'a'.repeat(2048)}`]) {
      expect(publishFormErrors({ ...FILLED, link })).toEqual({ link: LINK_MUST_BE_HTTPS });
    }
    expect(publishFormErrors(FILLED)).toEqual({});
  });

  it('sends trimmed texts and leaves an empty headline out', () => {
    expect(publishBody(FILLED)).toEqual({
      platform: 'meta',
      adAccountId: 'act_1',
      adSetId: '2001',
      pageId: '4001',
      primaryText: 'Try it',
      callToAction: 'LEARN_MORE',
      link: 'https://example.com/a',
      status: 'PAUSED',
    });
    expect(publishBody({ ...FILLED, headline: ' Sale ' }).headline).toBe('Sale');
  });

  it('starts from the last publish, ready to send as it was, yet paused', () => {
    const last = buildLastPublication({ headline: null });
    const values = publishFormFrom(last);
    expect(values).toEqual({
      platform: 'meta',
      adAccountId: 'act_1',
      adSetId: '2001',
      pageId: '4001',
      identityType: '',
      primaryText: last.primaryText,
      headline: '',
      callToAction: 'SHOP_NOW',
      link: last.link,
      perCtaLinks: false,
      ctaLinks: {},
      createPaused: true,
    });
    expect(publishFormErrors(values)).toEqual({});
    expect(publishFormFrom(null)).toEqual(EMPTY_PUBLISH_FORM);
  });

  it("starts a TikTok publish empty after a Meta one, and from the last TikTok one without Meta's headline or calls to action", () => {
    expect(publishFormFrom(buildLastPublication(), 'tiktok')).toEqual({ ...EMPTY_PUBLISH_FORM, platform: 'tiktok' });
    const last = buildLastPublication({ platform: 'tiktok', identityType: 'CUSTOMIZED_USER', adAccountId: '7012345678901234567', adSetId: '1790001', pageId: '6900001', callToAction: 'BOOK_TRAVEL' });
    expect(publishFormFrom(last, 'tiktok')).toMatchObject({ platform: 'tiktok', adAccountId: last.adAccountId, adSetId: '1790001', pageId: '6900001', headline: '', callToAction: 'LEARN_MORE' });
    expect(publishFormFrom(last, 'meta')).toEqual(EMPTY_PUBLISH_FORM);
  });

  it('sends a TikTok publish with its identity type and no headline, and asks for the identity until its type is known', () => {
    const tiktok: PublishFormValues = { ...FILLED, platform: 'tiktok', adAccountId: '7012', adSetId: '1790001', pageId: '6900001', identityType: 'CUSTOMIZED_USER', headline: 'Sale' };
    expect(publishBody(tiktok)).toEqual({
      platform: 'tiktok',
      adAccountId: '7012',
      adSetId: '1790001',
      pageId: '6900001',
      identityType: 'CUSTOMIZED_USER',
      primaryText: 'Try it',
      callToAction: 'LEARN_MORE',
      link: 'https://example.com/a',
      status: 'PAUSED',
    });
    expect(publishFormErrors({ ...tiktok, identityType: '' })).toEqual({ pageId: 'Choose the identity the ads run as.' });
    expect(Object.values(publishFormErrors({ ...EMPTY_PUBLISH_FORM, platform: 'tiktok' }))).toEqual(
      expect.arrayContaining(['Choose the advertiser.', 'Choose the ad group the ads go into.', "Write the ad's text."]),
    );
  });

  it("checks each filled CTA link as the main link, and sends only the filled ones while they are asked for", () => {
    const perCta: PublishFormValues = { ...FILLED, perCtaLinks: true, ctaLinks: { 1: ' https://example.com/sale ', 2: '', 3: 'http://example.com/c' } };
    expect(publishFormErrors(perCta)).toEqual({ ctaLinks: { 3: LINK_MUST_BE_HTTPS } });

    const fixed = { ...perCta, ctaLinks: { ...perCta.ctaLinks, 3: 'https://example.com/c' } };
    expect(publishFormErrors(fixed)).toEqual({});
    expect(publishBody(fixed).ctaLinks).toEqual([
      { position: 1, link: 'https://example.com/sale' },
      { position: 3, link: 'https://example.com/c' },
    ]);
    // Unticked, the typed links stay in the form but are neither checked nor sent.
    expect(publishFormErrors({ ...perCta, perCtaLinks: false })).toEqual({});
    expect(publishBody({ ...perCta, perCtaLinks: false })).not.toHaveProperty('ctaLinks');
    expect(publishBody({ ...FILLED, perCtaLinks: true, ctaLinks: { 1: '  ' } })).not.toHaveProperty('ctaLinks');
  });

  it("starts with the last publish's CTA links for the CTA positions this job has", () => {
    const last = buildLastPublication({ ctaLinks: [{ position: 2, link: 'https://example.com/b' }, { position: 4, link: 'https://example.com/d' }] });
    expect(publishFormFrom(last, 'meta', [1, 2, 3])).toMatchObject({ perCtaLinks: true, ctaLinks: { 2: 'https://example.com/b' } });
    expect(publishFormFrom(last, 'meta', [1, 3])).toMatchObject({ perCtaLinks: false, ctaLinks: {} });
    expect(publishFormFrom(last, 'tiktok', [1, 2])).toMatchObject({ perCtaLinks: false, ctaLinks: {} });
  });
});
