import type { OpenApiDocument } from '../../lib/openapi-document';
import { MediaContent } from './media-content';
import type { ApiResponse } from './openapi-operations';
import { DescribedText } from './described-text';

export interface ResponsesListProps {
  document: OpenApiDocument;
  responses: ApiResponse[];
}

/**
 * Each status code with what it means. A body's fields sit in a disclosure: most readers want the
 * codes first, and the same answer types repeat across operations.
 */
export function ResponsesList({ document, responses }: ResponsesListProps) {
  return (
    <ul className="api-responses">
      {responses.map(({ status, response }) => {
        const content = response.content ?? {};
        return (
          <li key={status} className="api-responses__item">
            <p className="api-responses__line">
              <span className={`api-status api-status--${status.charAt(0)}`}>{status}</span> <DescribedText text={response.description ?? ''} />
            </p>
            {Object.keys(content).length > 0 && (
              <details className="api-responses__body">
                <summary>Response body</summary>
                <MediaContent document={document} content={content} subject={`Response ${status}`} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
