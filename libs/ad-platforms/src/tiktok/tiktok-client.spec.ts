import { TikTokClient, type TikTokClientOptions } from './tiktok-client';
import { TikTokRateLimitedError, TikTokRequestRefusedError, TikTokTokenInvalidError, TikTokTransientError } from './tiktok-errors';
import { tiktokApiSettings } from './tiktok-settings';

const TOKEN = 'tt-secret-token-123';

interface Call {
  url: string;
  init: RequestInit;
}

function envelope(code: number, data: unknown = {}, message = code === 0 ? 'OK' : 'failed'): Response {
  return new Response(JSON.stringify({ code, message, request_id: 'req-1', data }), { status: 200 });
}

function clientWith(responses: (Response | Error)[], options: Partial<TikTokClientOptions> = {}) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer scripted');
    return next;
  });
  const waits: number[] = [];
  const client = new TikTokClient({
    settings: tiktokApiSettings({ baseUrl: 'http://tiktok.test/' }),
    accessToken: TOKEN,
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => void waits.push(ms),
    rateLimitBackoffMs: 5000,
    retry: { attempts: 3, backoff: { baseMs: 100, maxMs: 1000 }, maxWaitMs: 120_000 },
    ...options,
  });
  return { client, calls, waits };
}

describe('TikTokClient', () => {
  it('sends the token only in the Access-Token header, arrays as JSON in the query, and answers data', async () => {
    const { client, calls } = clientWith([envelope(0, { list: [{ advertiser_id: '7' }] })]);
    await expect(client.get('advertiser/info', { advertiser_ids: ['7', '8'] })).resolves.toEqual({ list: [{ advertiser_id: '7' }] });
    expect(calls[0].url).toBe(`http://tiktok.test/open_api/v1.3/advertiser/info/?advertiser_ids=${encodeURIComponent('["7","8"]')}`);
    expect(new Headers(calls[0].init.headers).get('access-token')).toBe(TOKEN);
    expect(calls[0].url).not.toContain(TOKEN);
  });

  it('posts JSON', async () => {
    const { client, calls } = clientWith([envelope(0, { ad_ids: ['1'] })]);
    await client.post('/ad/status/update/', { advertiser_id: '7', ad_ids: ['1'], operation_status: 'ENABLE' });
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ advertiser_id: '7', ad_ids: ['1'], operation_status: 'ENABLE' });
  });

  it('retries a system error (50002) and answers the success', async () => {
    const { client, waits } = clientWith([envelope(50002, null, 'System busy'), envelope(0, { ok: true })]);
    await expect(client.get('/campaign/get/')).resolves.toEqual({ ok: true });
    expect(waits).toEqual([100]);
  });

  it('waits the rate-limit backoff after 40100 before trying again', async () => {
    const { client, waits } = clientWith([envelope(40100, null, 'Too many requests'), envelope(0, {})]);
    await client.get('/campaign/get/');
    expect(waits).toEqual([5000]);
  });

  it('hands the caller a rate limit once the tries are used up', async () => {
    const { client } = clientWith([envelope(40100), envelope(40100), envelope(40100)]);
    await expect(client.get('/campaign/get/')).rejects.toBeInstanceOf(TikTokRateLimitedError);
  });

  it('never retries a dead token, and never names the token in the error', async () => {
    const { client, calls } = clientWith([envelope(40105, null, 'Access token is incorrect or has been revoked')]);
    const error = await client.get('/advertiser/info/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokTokenInvalidError);
    expect(calls).toHaveLength(1);
    expect(String((error as Error).message)).not.toContain(TOKEN);
    expect((error as TikTokTokenInvalidError).requestId).toBe('req-1');
  });

  it('passes a refusal on with TikTok’s message, untried', async () => {
    const { client, calls } = clientWith([envelope(40002, null, 'adgroup_id: The ad group is deleted')]);
    const error = await client.post('/ad/create/', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokRequestRefusedError);
    expect((error as TikTokRequestRefusedError).userMessage).toBe('adgroup_id: The ad group is deleted');
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a create that got no answer, but repeats a read', async () => {
    const dropped = () => new TypeError('fetch failed');
    const creating = clientWith([dropped(), envelope(0, {})]);
    await expect(creating.client.post('/ad/create/', {}, { creates: true })).rejects.toBeInstanceOf(TikTokTransientError);
    expect(creating.calls).toHaveLength(1);
    const reading = clientWith([dropped(), envelope(0, { list: [] })]);
    await expect(reading.client.get('/campaign/get/')).resolves.toEqual({ list: [] });
    expect(reading.calls).toHaveLength(2);
  });

  it('reads an answer that is not an envelope as TikTok’s failure', async () => {
    const { client } = clientWith([new Response('<html>bad gateway</html>', { status: 502 })], { retry: { attempts: 1, backoff: { baseMs: 1, maxMs: 1 }, maxWaitMs: 1 } });
    await expect(client.get('/campaign/get/')).rejects.toBeInstanceOf(TikTokTransientError);
  });

  it('collects every page while page_info says there are more', async () => {
    const { client, calls } = clientWith([
      envelope(0, { list: [{ id: 1 }, { id: 2 }], page_info: { page: 1, total_page: 2 } }),
      envelope(0, { list: [{ id: 3 }], page_info: { page: 2, total_page: 2 } }),
    ]);
    await expect(client.collect('/campaign/get/', { advertiser_id: '7' }, 'list')).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(new URL(calls[1].url).searchParams.get('page')).toBe('2');
  });
});
