import { pageOf, requiredStringList } from './tiktok-params';

describe('tiktok params', () => {
  it('pages with page and page_size, saying where it is in page_info', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOf(rows, { page: '2', page_size: '2' })).toEqual({
      list: ['c', 'd'],
      page_info: { page: 2, page_size: 2, total_number: 5, total_page: 3 },
    });
    expect(pageOf(rows, {}).list).toHaveLength(5);
    expect(() => pageOf(rows, { page: '0' })).toThrow(expect.objectContaining({ code: 40002 }) as Error);
  });

  it('reads a list sent as JSON text and refuses anything else with 40002', () => {
    expect(requiredStringList({ video_ids: '["v1","v2"]' }, 'video_ids')).toEqual(['v1', 'v2']);
    for (const bad of ['v1', '[]', '[1]', '{"a":1}']) {
      expect(() => requiredStringList({ video_ids: bad }, 'video_ids')).toThrow(
        expect.objectContaining({ code: 40002 }) as Error,
      );
    }
    expect(() => requiredStringList({}, 'video_ids')).toThrow(expect.objectContaining({ code: 40002 }) as Error);
  });
});
