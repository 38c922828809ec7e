import { type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';

/** Every address a host name resolves to. Injected, so tests can make a name point anywhere. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const HOST_RESOLVER = Symbol('HOST_RESOLVER');

/** The system's resolver (hosts file, then DNS), as the HTTP client itself would use it. */
export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });
