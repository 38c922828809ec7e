import { useQuery } from '@tanstack/react-query';
import { fetchOpenApiDocument } from '../../api/openapi';
import { queryKeys } from '../../lib/query-keys';

/** The versioned API's OpenAPI document, read once a visit. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: queryKeys.openApiDocument,
    queryFn: ({ signal }) => fetchOpenApiDocument({ signal }),
  });
}
