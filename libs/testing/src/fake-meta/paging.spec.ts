import { pageOf } from './paging';

const SELF = new URL('http://127.0.0.1:1/v24.0/act_1/ads?fields=id&limit=2&access_token=secret');

describe('pageOf', () => {
  it('pages with limit and after, linking the next page without the token', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    const first = pageOf(rows, { limit: '2' }, SELF);
    expect(first.data).toEqual(['a', 'b']);
    expect(first.paging?.next).not.toContain('secret');

    const after = new URL(first.paging!.next!).searchParams.get('after')!;
    const second = pageOf(rows, { limit: '2', after }, SELF);
    expect(second.data).toEqual(['c', 'd']);
    const last = pageOf(rows, { limit: '2', after: second.paging!.cursors.after }, SELF);
    expect(last.data).toEqual(['e']);
    expect(last.paging?.next).toBeUndefined();
  });

  it('answers an empty page without paging', () => {
    expect(pageOf([], {}, SELF)).toEqual({ data: [] });
  });
});
