import type { HttpMethod } from '../../lib/openapi-document';

/** `POST`, `GET`…: coloured per method, but the word itself always says which. */
export function MethodBadge({ method }: { method: HttpMethod }) {
  return <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span>;
}
