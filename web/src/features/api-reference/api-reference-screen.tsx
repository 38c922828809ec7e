import { Button, Card, CardContent, Spinner } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import type { OpenApiDocument } from '../../lib/openapi-document';
import { ROUTES } from '../../routes';
import { operationGroups } from './openapi-operations';
import { OperationCard } from './operation-card';
import { useOpenApiDocument } from './use-openapi-document';
import './api-reference.css';
import { DescribedText } from './described-text';

const DOCUMENT_URL = '/api/v1/openapi.json';

/** The versioned API read from its own OpenAPI document, so the page never drifts from the server. */
export function ApiReferenceScreen() {
  const reference = useOpenApiDocument();
  return (
    <div className="container page api-reference">
      <title>API Reference · Reelmix</title>
      <h1 className="page__title">API Reference</h1>
      <p className="page__lead">
        Every call your own tools can make with an API key. Keys and webhooks are managed on the <Link to={ROUTES.developer}>Developer</Link>{' '}
        page.
      </p>
      {reference.isPending && <Spinner size="lg" label="Loading the API reference" />}
      {reference.isError && (
        <Card className="api-reference__problem" role="alert">
          <CardContent>
            The API reference could not be loaded. Please try again.{' '}
            <Button variant="outline" size="sm" onClick={() => void reference.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      )}
      {reference.data && <ReferenceBody document={reference.data} />}
    </div>
  );
}

function ReferenceBody({ document }: { document: OpenApiDocument }) {
  const groups = operationGroups(document);
  return (
    <>
      <dl className="api-reference__facts">
        <div>
          <dt>Version</dt>
          <dd>
            {document.info.title} {document.info.version}
          </dd>
        </div>
        <div>
          <dt>Base URL</dt>
          <dd>
            <code>{baseUrl(document)}</code>
          </dd>
        </div>
        <div>
          <dt>Authentication</dt>
          <dd>
            <code>Authorization: Bearer rmx_…</code> with one of your API keys
          </dd>
        </div>
        <div>
          <dt>Machine-readable</dt>
          <dd>
            <a href={DOCUMENT_URL}>OpenAPI document (JSON)</a>
          </dd>
        </div>
      </dl>
      {document.info.description && <p className="api-reference__description"><DescribedText text={document.info.description} /></p>}

      {groups.length === 0 ? (
        <p>The document lists no operations yet.</p>
      ) : (
        <>
          <nav className="api-reference__contents" aria-label="API sections">
            <h2 className="api-reference__contents-title">Contents</h2>
            <ul>
              {groups.map((group) => (
                <li key={group.anchor}>
                  <a href={`#${group.anchor}`}>{group.name}</a> ({group.operations.length})
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.anchor} id={group.anchor} className="api-group" aria-labelledby={`${group.anchor}-title`}>
              <h2 id={`${group.anchor}-title`} className="api-group__title">
                {group.name}
              </h2>
              {group.description && <p className="api-group__description"><DescribedText text={group.description} /></p>}
              {group.operations.map((operation) => (
                <OperationCard key={operation.anchor} document={document} operation={operation} />
              ))}
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** Where the documented paths start: the document's first server, read against this site's address. */
function baseUrl(document: OpenApiDocument): string {
  const server = document.servers?.[0]?.url ?? '/';
  try {
    return new URL(server, window.location.origin).href.replace(/\/$/, '');
  } catch {
    return window.location.origin;
  }
}
