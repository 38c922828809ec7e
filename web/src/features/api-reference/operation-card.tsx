import type { OpenApiDocument } from '../../lib/openapi-document';
import { MediaContent } from './media-content';
import { MethodBadge } from './method-badge';
import type { ApiOperation } from './openapi-operations';
import { ParametersTable } from './parameters-table';
import { ResponsesList } from './responses-list';
import { DescribedText } from './described-text';

export interface OperationCardProps {
  document: OpenApiDocument;
  operation: ApiOperation;
}

/** One call: method and path as its heading, then what to send and what comes back. */
export function OperationCard({ document, operation }: OperationCardProps) {
  const { method, path, summary, description, parameters, requestBody, responses } = operation;
  const name = `${method.toUpperCase()} ${path}`;
  const bodyContent = requestBody?.content ?? {};
  return (
    <article id={operation.anchor} className="api-operation" aria-labelledby={`${operation.anchor}-title`}>
      <h3 id={`${operation.anchor}-title`} className="api-operation__title">
        <MethodBadge method={method} /> <code className="api-operation__path">{path}</code>
      </h3>
      {summary && <p className="api-operation__summary">{summary}</p>}
      <p className="api-operation__facts">
        {operation.needsKey ? 'Needs an API key.' : 'No key needed.'}
        {operation.deprecated && <strong> Deprecated.</strong>}
      </p>
      {description && <p className="api-operation__description"><DescribedText text={description} /></p>}

      {parameters.length > 0 && (
        <section className="api-operation__part">
          <h4 className="api-operation__part-title">Parameters</h4>
          <ParametersTable document={document} parameters={parameters} caption={`Parameters of ${name}`} />
        </section>
      )}

      {requestBody && (
        <section className="api-operation__part">
          <h4 className="api-operation__part-title">
            Request body{requestBody.required ? ' (required)' : ''}
          </h4>
          {requestBody.description && <p><DescribedText text={requestBody.description} /></p>}
          <MediaContent document={document} content={bodyContent} subject={`${name} request body`} />
        </section>
      )}

      {responses.length > 0 && (
        <section className="api-operation__part">
          <h4 className="api-operation__part-title">Responses</h4>
          <ResponsesList document={document} responses={responses} />
        </section>
      )}
    </article>
  );
}
