import { API_KEY_PREFIX } from '@reelmix/contracts/browser';
import { Button, Card, CardContent, Spinner } from '@reelmix/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { OpenApiDocument } from '../../lib/openapi-document';
import { ROUTES } from '../../routes';
import { useOpenApiDocument } from './use-openapi-document';
import './api-reference.css';

const DOCUMENT_URL = '/api/v1/openapi.json';

// Scalar (with Vue inside) is most of this page's weight; it loads only once the page is visited.
const ScalarReference = lazy(() => import('./scalar-reference').then((module) => ({ default: module.ScalarReference })));

const loading = <Spinner size="lg" label="Loading the API reference" />;

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
      {reference.isPending && loading}
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
      {reference.data && (
        <>
          <ReferenceFacts document={reference.data} />
          <Suspense fallback={loading}>
            <ScalarReference document={reference.data} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** What a caller needs before any operation: where calls go, how to authenticate, and the document itself. */
function ReferenceFacts({ document }: { document: OpenApiDocument }) {
  return (
    <dl className="api-reference__facts">
      <div>
        <dt>Base URL</dt>
        <dd>
          <code>{baseUrl(document)}</code>
        </dd>
      </div>
      <div>
        <dt>Authentication</dt>
        <dd>
          <code>Authorization: Bearer {API_KEY_PREFIX}…</code> with one of your API keys
        </dd>
      </div>
      <div>
        <dt>Machine-readable</dt>
        <dd>
          <a href={DOCUMENT_URL}>OpenAPI document (JSON)</a>
        </dd>
      </div>
    </dl>
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
