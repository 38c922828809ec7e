import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { buildOpenApiDocument } from '../features/api-reference/openapi.fixture';
// The app loads the page and its renderer lazily; loaded here up front, they appear without an import's wait.
import './api-reference-page';
import '../features/api-reference/scalar-reference';

const DOCUMENT_ROUTE = 'GET /api/v1/openapi.json';

/** Scalar builds the reference after it mounts: several seconds in jsdom on a busy machine. */
const RENDERED = { timeout: 15_000 };
const RENDER_TEST_MS = 30_000;

/** An operation's section, named by its summary. */
const operation = (summary: string) => screen.getByRole('region', { name: summary });

describe('API reference page', () => {
  it('renders each operation of the document under its tag: path, summary, body fields, parameters and answers', async () => {
    mockApi({ [DOCUMENT_ROUTE]: { body: buildOpenApiDocument() } });
    renderRoute('/developer/reference');

    expect(await screen.findByRole('heading', { level: 1, name: 'API Reference' })).toBeInTheDocument();
    // The page's own facts come with the document, before Scalar has rendered (it names the server as well).
    expect(await screen.findByText(`${window.location.origin}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute('href', '/api/v1/openapi.json');

    const jobs = within(await screen.findByRole('region', { name: 'Jobs' }, RENDERED));
    expect(jobs.getByText('Upload clips, render every combination, download the videos.')).toBeInTheDocument();

    const create = operation('Create a job from uploaded clips');
    expect(create).toHaveTextContent('/api/v1/jobs');
    expect(within(create).getByText('multipart/form-data')).toBeInTheDocument();
    expect(within(create).getByText('Hook clips.')).toBeInTheDocument();
    expect(within(create).getByText('Comma-separated ratios.')).toBeInTheDocument();
    // Both answers, the 429 read from components.responses.
    expect(within(create).getByRole('button', { name: /^201\s+The job, pending\.$/ })).toBeInTheDocument();
    expect(within(create).getByRole('button', { name: /^429\s+Too many calls; see Retry-After\.$/ })).toBeInTheDocument();

    // The path parameter the path shares through a $ref.
    const read = operation('Read a job');
    expect(read).toHaveTextContent('/api/v1/jobs/{id}');
    expect(within(read).getByText('The job id.')).toBeInTheDocument();

    // An untagged call is listed too.
    expect(operation('This document')).toHaveTextContent('/api/v1/openapi.json');
  }, RENDER_TEST_MS);

  it('loads nothing from another site: no call but the document, no font, no button handing the document elsewhere', async () => {
    const api = mockApi({ [DOCUMENT_ROUTE]: { body: buildOpenApiDocument() } });
    renderRoute('/developer/reference');
    await screen.findByRole('region', { name: 'Jobs' }, RENDERED);

    expect(api.calls.filter((call) => !call.path.startsWith('/'))).toEqual([]);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
    expect(styles).not.toMatch(/@import/);
    expect(screen.queryByRole('link', { name: 'Open API Client' })).not.toBeInTheDocument();
  }, RENDER_TEST_MS);

  it('reads a document without servers (as the gateway writes it) as served from this site, so its examples are full URLs', async () => {
    mockApi({ [DOCUMENT_ROUTE]: { body: { ...buildOpenApiDocument(), servers: [] } } });
    renderRoute('/developer/reference');

    await screen.findByRole('region', { name: 'Jobs' }, RENDERED);
    expect(operation('Read a job')).toHaveTextContent(`curl ${window.location.origin}/api/v1/jobs/`);
  }, RENDER_TEST_MS);

  it('offers another try when the document cannot be read', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [DOCUMENT_ROUTE]: { status: 503, body: { message: 'down' } } });
    renderRoute('/developer/reference');

    expect(await screen.findByRole('alert')).toHaveTextContent('The API reference could not be loaded.');
    api.on(DOCUMENT_ROUTE, { body: buildOpenApiDocument() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('region', { name: 'Create a job from uploaded clips' }, RENDERED)).toBeInTheDocument();
  }, RENDER_TEST_MS);
});
