import { type LookupAddress } from 'node:dns';
import { type UrlCheck, checkWebhookUrl } from './webhook-url-policy';
import { type HostResolver } from './host-resolver';

/** A resolver with a fixed zone; a name it does not know fails like a missing DNS record. */
function zone(records: Record<string, string[]>): HostResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = records[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const dns = zone({
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
  'internal.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['93.184.216.34', '192.168.0.10'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
  'pointing-home.example.com': ['127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
  'empty.example.com': [],
});

const strict = { allowLoopback: false, resolve: dns };
const loose = { allowLoopback: true, resolve: dns };

function reasonOf(check: UrlCheck): string {
  if (check.ok) throw new Error(`expected a refusal, got ${check.url.href}`);
  return check.reason;
}

describe('checkWebhookUrl', () => {
  it('allows an https URL whose every address is public, with the addresses it checked', async () => {
    const check = await checkWebhookUrl('https://hooks.example.com:8443/reelmix?source=1', strict);
    expect(check).toMatchObject({ ok: true, hostname: 'hooks.example.com' });
    expect(check.ok && check.addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  });

  it('allows a public IP literal without asking the resolver', async () => {
    const before = dns.asked.length;
    expect(await checkWebhookUrl('https://93.184.216.34/hook', strict)).toMatchObject({ ok: true, hostname: '93.184.216.34' });
    expect(dns.asked.length).toBe(before);
  });

  it.each([
    ['https://10.0.0.1/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://[::ffff:10.0.0.1]/hook', 'private'],
    ['https://[::ffff:169.254.169.254]/hook', 'link-local'],
    ['https://[fd00::1]/hook', 'private'],
    ['https://[fe80::1]/hook', 'link-local'],
    ['https://100.64.1.1/hook', 'carrier-grade NAT'],
    ['https://0.0.0.0/hook', 'unspecified'],
    ['https://[::]/hook', 'unspecified'],
    ['https://224.0.0.1/hook', 'multicast'],
    ['https://255.255.255.255/hook', 'broadcast'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://[::1]/hook', 'loopback'],
    // Spellings the URL parser turns into 127.0.0.1 and 10.0.0.1.
    ['https://0x7f000001/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'],
    ['https://012.0.0.1/hook', 'private'],
  ])('refuses %s (%s)', async (url, kind) => {
    expect(reasonOf(await checkWebhookUrl(url, strict))).toContain(kind);
  });

  it.each([
    ['https://internal.example.com/hook', 'internal.example.com resolves to a private address'],
    ['https://metadata.example.com/hook', 'link-local'],
    ['https://mapped.example.com/hook', 'private'],
    ['https://pointing-home.example.com/hook', 'loopback'],
    ['https://localhost/hook', 'loopback'],
  ])('refuses the name %s, which resolves to a refused address', async (url, reason) => {
    expect(reasonOf(await checkWebhookUrl(url, strict))).toContain(reason);
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    expect(reasonOf(await checkWebhookUrl('https://mixed.example.com/hook', strict))).toBe('mixed.example.com resolves to a private address');
  });

  it('never repeats what a name resolved to: the refusal names only the rule', async () => {
    const answers = ['10.0.0.5', '169.254.169.254', '192.168.0.10', '93.184.216.34', '::ffff:10.0.0.1', '127.0.0.1', '::1'];
    for (const url of ['internal', 'metadata', 'mixed', 'mapped', 'pointing-home'].map((name) => `https://${name}.example.com/hook`).concat('https://localhost/hook')) {
      const reason = reasonOf(await checkWebhookUrl(url, strict));
      for (const answer of answers) expect({ url, reason, leaks: reason.includes(answer) }).toEqual({ url, reason, leaks: false });
    }
    const odd = { allowLoopback: true, resolve: zone({ localhost: ['127.0.0.1', '93.184.216.34'] }) };
    expect(reasonOf(await checkWebhookUrl('http://localhost/hook', odd))).toBe('localhost resolves to an address that is not a loopback address');
  });

  it('says only the error code when a name cannot be resolved, never the resolver\'s own words', async () => {
    const resolve = async () => Promise.reject(Object.assign(new Error('upstream 10.96.0.10#53 said SERVFAIL for internal.cluster.local'), { code: 'ESERVFAIL' }));
    expect(reasonOf(await checkWebhookUrl('https://hooks.example.com/hook', { allowLoopback: false, resolve }))).toBe('hooks.example.com could not be resolved (ESERVFAIL)');
    const noCode = async () => Promise.reject(new Error('resolver at 10.96.0.10 timed out'));
    expect(reasonOf(await checkWebhookUrl('https://hooks.example.com/hook', { allowLoopback: false, resolve: noCode }))).toBe('hooks.example.com could not be resolved');
  });

  it('refuses a name that does not resolve, or resolves to nothing', async () => {
    expect(reasonOf(await checkWebhookUrl('https://nowhere.example.com/hook', strict))).toContain('ENOTFOUND');
    expect(reasonOf(await checkWebhookUrl('https://empty.example.com/hook', strict))).toContain('no addresses');
  });

  it('refuses http:// to a public host, and other schemes, before resolving anything', async () => {
    const before = dns.asked.length;
    expect(reasonOf(await checkWebhookUrl('http://hooks.example.com/hook', strict))).toContain('https://');
    expect(reasonOf(await checkWebhookUrl('http://hooks.example.com/hook', loose))).toContain('only to loopback');
    expect(reasonOf(await checkWebhookUrl('ftp://hooks.example.com/hook', loose))).toContain('https://');
    expect(reasonOf(await checkWebhookUrl('file:///etc/passwd', loose))).toContain('https://');
    expect(dns.asked.length).toBe(before);
  });

  it('refuses credentials in the URL', async () => {
    expect(reasonOf(await checkWebhookUrl('https://user:pass@hooks.example.com/hook', strict))).toContain('credentials');
    expect(reasonOf(await checkWebhookUrl('https://user@hooks.example.com/hook', strict))).toContain('credentials');
  });

  it('refuses what is not an absolute URL, or too long', async () => {
    expect(reasonOf(await checkWebhookUrl('/relative/hook', strict))).toContain('absolute');
    expect(reasonOf(await checkWebhookUrl(`https://hooks.example.com/${'a'.repeat(2048)}`, strict))).toContain('longer');
  });

  describe('with loopback allowed (development)', () => {
    it('allows http:// and https:// to loopback addresses and localhost, any port', async () => {
      for (const url of ['http://127.0.0.1:4000/hook', 'http://127.9.9.9/hook', 'http://[::1]:4000/hook', 'http://localhost:4000/hook', 'https://localhost/hook']) {
        expect({ url, ok: (await checkWebhookUrl(url, loose)).ok }).toEqual({ url, ok: true });
      }
    });

    it('still refuses private and link-local addresses', async () => {
      expect(reasonOf(await checkWebhookUrl('https://10.0.0.1/hook', loose))).toContain('private');
      expect(reasonOf(await checkWebhookUrl('http://169.254.169.254/hook', loose))).toContain('loopback');
      expect(reasonOf(await checkWebhookUrl('https://internal.example.com/hook', loose))).toContain('private');
    });

    it('refuses http:// to a name other than localhost, even one resolving to loopback', async () => {
      expect(reasonOf(await checkWebhookUrl('http://pointing-home.example.com/hook', loose))).toContain('only to loopback');
    });

    it('refuses http://localhost when localhost resolves to something else', async () => {
      const odd = { allowLoopback: true, resolve: zone({ localhost: ['127.0.0.1', '93.184.216.34'] }) };
      expect(reasonOf(await checkWebhookUrl('http://localhost/hook', odd))).toContain('not a loopback address');
    });
  });
});
