import type { DomainError } from '@reelmix/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Reads a uuid id from a URL. Not an id at all is a thing that does not exist, answered before
 * any lookup with the owning service's words for one that does not exist.
 */
export function idFromUrl(notFound: () => DomainError): (id: string) => string {
  return (id) => {
    if (!UUID.test(id)) throw notFound();
    return id;
  };
}
