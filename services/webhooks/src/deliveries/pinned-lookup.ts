import { type LookupAddress } from 'node:dns';
import { type LookupFunction } from 'node:net';

/**
 * A `lookup` for a request that may only connect to addresses checked beforehand. The host name
 * still goes into the Host header and TLS (SNI, certificate), but no second resolution happens
 * between the check and the connection, so a DNS answer that changes in between (rebinding)
 * cannot send the request elsewhere.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const wanted = family === 4 || family === 6 ? addresses.filter((address) => address.family === family) : addresses;
    if (wanted.length === 0) {
      callback(Object.assign(new Error('No checked address of the requested family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(null, wanted);
    } else {
      callback(null, wanted[0].address, wanted[0].family);
    }
  };
}
