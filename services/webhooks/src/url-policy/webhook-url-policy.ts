import { WEBHOOK_LIMITS } from '@reelmix/contracts';
import { type LookupAddress } from 'node:dns';
import { isIpAddress, isLoopbackAddress, refusedAddressRule } from './address-policy';
import { type HostResolver } from './host-resolver';

export interface UrlPolicyOptions {
  /** http:// to this machine, and loopback addresses at all (development only). */
  allowLoopback: boolean;
  resolve: HostResolver;
}

/** An allowed URL with the addresses that were checked: the only ones a request may connect to. */
export interface AllowedUrl {
  ok: true;
  url: URL;
  /** The host without IPv6 brackets, as a request names it. */
  hostname: string;
  addresses: LookupAddress[];
}

export type UrlCheck = AllowedUrl | { ok: false; reason: string };

const refused = (reason: string): UrlCheck => ({ ok: false, reason });

/**
 * Whether a customer's webhook URL may be called, decided on what the host resolves to now.
 * Run at registration and again before every attempt: a name that pointed at a public address
 * yesterday may point inside the cluster today. A refusal says which rule refused the URL and
 * never what the name resolved to: the reason reaches the customer (the registration's answer,
 * the delivery log), and our resolver's answers about internal names are not theirs to map.
 */
export async function checkWebhookUrl(raw: string, options: UrlPolicyOptions): Promise<UrlCheck> {
  if (raw.length > WEBHOOK_LIMITS.urlMaxLength) return refused(`longer than ${WEBHOOK_LIMITS.urlMaxLength} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused('not an absolute URL');
  }
  const viaHttp = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !viaHttp) return refused('only https:// URLs are allowed');
  if (url.username !== '' || url.password !== '') return refused('credentials in the URL are not allowed');
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (hostname === '') return refused('the URL has no host');
  if (viaHttp && !(options.allowLoopback && namesLoopback(hostname))) {
    return refused(options.allowLoopback ? 'http:// is allowed only to loopback addresses' : 'only https:// URLs are allowed');
  }
  const addresses = await addressesOf(hostname, options.resolve);
  if (typeof addresses === 'string') return refused(addresses);
  for (const { address } of addresses) {
    const rule = refusedAddressRule(address, { allowLoopback: options.allowLoopback });
    // A literal is the customer's own text and may be repeated; a name's answers are not.
    if (rule) return refused(isIpAddress(hostname) ? `${hostname} is ${rule}` : `${hostname} resolves to ${rule}`);
    // "localhost" is a name like any other: only its loopback answers may be spoken to in clear text.
    if (viaHttp && !isLoopbackAddress(address)) return refused(`${hostname} resolves to an address that is not a loopback address`);
  }
  return { ok: true, url, hostname, addresses };
}

function namesLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === 'localhost.' || isLoopbackAddress(hostname);
}

/** The addresses to check: the literal itself, or every answer of the resolver. */
async function addressesOf(hostname: string, resolve: HostResolver): Promise<LookupAddress[] | string> {
  if (isIpAddress(hostname)) return [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  try {
    const addresses = await resolve(hostname);
    return addresses.length > 0 ? addresses : `${hostname} has no addresses`;
  } catch (error) {
    // The error code (ENOTFOUND, EAI_AGAIN) and nothing of the resolver's own message.
    const code = (error as NodeJS.ErrnoException).code;
    return `${hostname} could not be resolved${typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : ''}`;
  }
}
