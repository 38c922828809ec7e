import { AD_TOKEN_EXPIRED, type PublishedOutputView } from '@reelmix/contracts';
import type { FakeAdAccountState, FakeAd, FakeCreative } from '@reelmix/testing';
import { publicationTally } from './publication-tally';

const output = (n: number, changes: Partial<PublishedOutputView> = {}): PublishedOutputView => ({
  fileName: `j1-h${n}-b1-c1_9x16.mp4`,
  state: 'published',
  adName: `j1-h${n}-b1-c1_9x16`,
  videoId: `v${n}`,
  creativeId: `c${n}`,
  adId: `a${n}`,
  adStatus: 'PAUSED',
  error: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...changes,
});
const creative = (n: number, id = `c${n}`, videoId = `v${n}`): FakeCreative => ({ id, adAccountId: 'act_1', name: `j1-h${n}-b1-c1_9x16`, pageId: '5', videoId, objectStorySpec: {} });
const ad = (n: number, id = `a${n}`, creativeId = `c${n}`): FakeAd => ({
  id,
  adAccountId: 'act_1',
  name: `j1-h${n}-b1-c1_9x16`,
  adsetId: '4',
  campaignId: '3',
  creativeId,
  status: 'PAUSED',
  createdTime: '',
  updatedTime: '',
});
const account = (creatives: FakeCreative[], ads: FakeAd[]): FakeAdAccountState => ({ videos: [], images: [], creatives, ads });
const tokenRevoked = (view: PublishedOutputView) => view.error === AD_TOKEN_EXPIRED;

describe('the publishing ledger', () => {
  it('counts an output completed when its own ad exists, or when it failed as the fault should make it, named and announced', () => {
    const failed = output(2, { state: 'failed', creativeId: null, adId: null, error: AD_TOKEN_EXPIRED });
    const { tally, problems } = publicationTally(
      { attempted: 2, outputs: [output(1), failed], account: account([creative(1)], [ad(1)]), failedEvents: new Map([[failed.fileName, 1]]) },
      tokenRevoked,
    );
    expect(tally).toEqual({ attempted: 2, acknowledged: 2, completed: 2, lost: 0, duplicated: 0 });
    expect(problems).toEqual([]);
  });

  it('counts a second ad of one video, or a second creative of it, as duplicated', () => {
    const { tally, problems } = publicationTally(
      { attempted: 1, outputs: [output(1)], account: account([creative(1), creative(1, 'c1b')], [ad(1), ad(1, 'a1b', 'c1b')]), failedEvents: new Map() },
      tokenRevoked,
    );
    expect(tally).toMatchObject({ completed: 1, duplicated: 2 });
    expect(problems).toEqual(['j1-h1-b1-c1_9x16.mp4: 2 ads, 2 creatives of 1 video(s), 0 failure event(s)']);
  });

  it('counts an output still on its way, or published as an ad Meta does not have, as lost, and a failure the fault should not cause as a problem', () => {
    const stuck = output(1, { state: 'creating', adId: null });
    const ghost = output(2, { adId: 'a-missing' });
    const refused = output(3, { state: 'failed', adId: null, error: 'Meta refused it: Invalid parameter' });
    const { tally, problems } = publicationTally(
      { attempted: 3, outputs: [stuck, ghost, refused], account: account([creative(1), creative(2), creative(3)], []), failedEvents: new Map([[refused.fileName, 1]]) },
      tokenRevoked,
    );
    expect(tally).toEqual({ attempted: 3, acknowledged: 3, completed: 0, lost: 2, duplicated: 0 });
    expect(problems).toHaveLength(3);
    expect(problems[2]).toContain('which this fault should not cause');
  });
});
