import { MetaGraphClient, type MetaGraphClientOptions } from './graph-client';
import { MetaRateLimitedError, MetaTokenInvalidError, MetaTransientError } from './graph-errors';
import { metaGraphSettings } from './graph-settings';

const TOKEN = 'EAAB-secret-token';

interface Call {
  url: string;
  init: RequestInit;
}

function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers });
}

function clientWith(responses: (Response | Error)[], options: Partial<MetaGraphClientOptions> = {}) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer scripted');
    return next;
  });
  let now = 0;
  const waits: number[] = [];
  const client = new MetaGraphClient({
    settings: metaGraphSettings({ baseUrl: 'http://graph.test', videoUrl: 'http://video.test', version: 'v24.0' }),
    accessToken: TOKEN,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    retry: { attempts: 3, backoff: { baseMs: 100, maxMs: 1000 }, maxWaitMs: 120_000 },
    ...options,
  });
  return { client, calls, waits };
}

describe('MetaGraphClient', () => {
  it('sends the token only as a Bearer header, and the version in the path', async () => {
    const { client, calls } = clientWith([answer({ id: '1', name: 'Ana' })]);
    await expect(client.get('/me', { fields: 'id,name' })).resolves.toEqual({ id: '1', name: 'Ana' });
    expect(calls[0].url).toBe('http://graph.test/v24.0/me?fields=id%2Cname');
    expect(new Headers(calls[0].init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('posts a form with nested values as JSON, and uploads to the video host', async () => {
    const { client, calls } = clientWith([answer({ id: '9' }), answer({ success: true })]);
    await client.post('/act_1/ads', { name: 'v1', creative: { creative_id: '7' } });
    expect(String(calls[0].init.body)).toBe('name=v1&creative=%7B%22creative_id%22%3A%227%22%7D');
    await client.postMultipart('/act_1/advideos', () => new FormData(), { host: 'video' });
    expect(calls[1].url).toBe('http://video.test/v24.0/act_1/advideos');
  });

  it('retries a 500 and answers the success', async () => {
    const { client, waits } = clientWith([answer({ error: { code: 2, message: 'Service temporarily unavailable' } }, 500), answer({ id: '1' })]);
    await expect(client.get('/me')).resolves.toEqual({ id: '1' });
    expect(waits).toEqual([100]);
  });

  it('does not retry a dead token, and no error message holds the token', async () => {
    const { client, calls } = clientWith([answer({ error: { code: 190, error_subcode: 460, message: 'Session invalidated' } }, 400)]);
    const error = await client.get('/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetaTokenInvalidError);
    expect(calls).toHaveLength(1);
    expect(String((error as Error).message)).not.toContain(TOKEN);
  });

  it('turns a timeout into a transient error that says the time, and does not repeat an unsure create', async () => {
    let sent = 0;
    const { client } = clientWith([], {
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) => {
        sent++;
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      }) as unknown as typeof fetch,
    });
    const error = await client.post('/act_1/ads', { name: 'x' }, { creates: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetaTransientError);
    expect((error as Error).message).toBe('Meta POST /act_1/ads got no answer within 20 ms');
    expect(sent).toBe(1);
  });

  it('holds the next call when usage reaches the threshold', async () => {
    const nearLimit = { 'x-app-usage': JSON.stringify({ call_count: 93, total_time: 10, total_cputime: 10 }) };
    const { client, waits } = clientWith([answer({ id: '1' }, 200, nearLimit), answer({ id: '1' })], {
      usageWait: { thresholdPercent: 90, pauseAtThresholdMs: 5000 },
    });
    await client.get('/me');
    expect(waits).toEqual([]);
    await client.get('/me');
    expect(waits).toEqual([5000]);
  });

  it('fails at once as rate limited when Meta’s block is longer than the policy sits through', async () => {
    const blocked = { 'x-business-use-case-usage': JSON.stringify({ 1: [{ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 30 }] }) };
    const { client, calls } = clientWith([answer({ error: { code: 80004, message: 'too many calls' } }, 400, blocked)]);
    const error = await client.get('/act_1/campaigns').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetaRateLimitedError);
    expect((error as MetaRateLimitedError).retryAfterMs).toBe(30 * 60_000);
    await expect(client.get('/act_1/campaigns')).rejects.toBeInstanceOf(MetaRateLimitedError);
    expect(calls).toHaveLength(1);
  });

  it('follows the after cursor while Meta says there is a next page', async () => {
    const { client, calls } = clientWith([
      answer({ data: [{ id: 'a' }], paging: { cursors: { after: 'c1' }, next: `http://graph.test/v24.0/me/adaccounts?access_token=${TOKEN}&after=c1` } }),
      answer({ data: [{ id: 'b' }], paging: { cursors: { after: 'c2' } } }),
    ]);
    await expect(client.collect('/me/adaccounts', { fields: 'id' })).resolves.toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(calls.map((call) => call.url)).toEqual(['http://graph.test/v24.0/me/adaccounts?fields=id', 'http://graph.test/v24.0/me/adaccounts?fields=id&after=c1']);
  });
});
