import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { buildOpenApiDocument } from '../features/api-reference/openapi.fixture';
// The app loads the page lazily; loaded here up front, it appears within the queries' usual wait.
import './api-reference-page';

const DOCUMENT_ROUTE = 'GET /api/v1/openapi.json';

const operation = (name: string) => within(screen.getByRole('article', { name }));

describe('API reference page', () => {
  it('renders each operation of the document under its tag: method, path, summary and whether it needs a key', async () => {
    mockApi({ [DOCUMENT_ROUTE]: { body: buildOpenApiDocument() } });
    renderRoute('/developer/reference');

    expect(await screen.findByRole('heading', { level: 1, name: 'API Reference' })).toBeInTheDocument();
    const jobs = within(await screen.findByRole('region', { name: 'Jobs' }));
    expect(jobs.getByText('Upload clips, render every combination, download the videos.')).toBeInTheDocument();
    expect(jobs.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent)).toEqual(['POST /api/v1/jobs', 'GET /api/v1/jobs/{id}']);
    expect(operation('POST /api/v1/jobs').getByText('Create a job from uploaded clips')).toBeInTheDocument();
    expect(operation('POST /api/v1/jobs').getByText('Needs an API key.')).toBeInTheDocument();
    expect(operation('GET /api/v1/openapi.json').getByText('No key needed.')).toBeInTheDocument();

    const contents = within(screen.getByRole('navigation', { name: 'API sections' }));
    expect(contents.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '#tag-jobs');
    expect(screen.getByText(`${window.location.origin}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });

  it('lists a multipart body part by part, and a referenced answer field by field', async () => {
    const user = userEvent.setup();
    mockApi({ [DOCUMENT_ROUTE]: { body: buildOpenApiDocument() } });
    renderRoute('/developer/reference');

    const create = within(await screen.findByRole('article', { name: 'POST /api/v1/jobs' }));
    expect(create.getByRole('heading', { level: 4, name: 'Request body (required)' })).toBeInTheDocument();
    expect(create.getByText('multipart/form-data')).toBeInTheDocument();
    const parts = within(create.getByRole('table', { name: 'POST /api/v1/jobs request body fields (multipart/form-data)' }));
    expect(parts.getByRole('rowheader', { name: 'intro' }).closest('tr')).toHaveTextContent('introarray of fileRequiredHook clips.');
    expect(parts.getByRole('rowheader', { name: 'placements' }).closest('tr')).toHaveTextContent('placementsstringOptionalComma-separated ratios.Default: "9:16,4:5"');

    // Status codes in order; the 429 came from components.responses.
    const responses = create.getAllByRole('listitem').map((item) => item.querySelector('.api-responses__line')?.textContent);
    expect(responses).toEqual(['201 The job, pending.', '429 Too many calls; see Retry-After.']);

    // The body's fields sit behind a disclosure (a native one, so the keyboard opens it too).
    const [created] = create.getAllByText('Response body');
    await user.click(created);
    expect(created.closest('details')).toHaveAttribute('open');
    const fields = within(create.getByRole('table', { name: 'Response 201 fields (application/json)' }));
    expect(fields.getByRole('rowheader', { name: 'completedAt' }).closest('tr')).toHaveTextContent('string (date-time) or null');
    expect(fields.getByRole('rowheader', { name: 'outputs[].downloadUrl' }).closest('tr')).toHaveTextContent('Path to GET with your key.');
    expect(fields.getByRole('rowheader', { name: 'status' }).closest('tr')).toHaveTextContent('One of: pending, processing, completed, failed');
  });

  it('shows path parameters a path shares through a $ref', async () => {
    mockApi({ [DOCUMENT_ROUTE]: { body: buildOpenApiDocument() } });
    renderRoute('/developer/reference');

    const read = within(await screen.findByRole('article', { name: 'GET /api/v1/jobs/{id}' }));
    const parameters = within(read.getByRole('table', { name: 'Parameters of GET /api/v1/jobs/{id}' }));
    expect(parameters.getByRole('rowheader', { name: 'id' }).closest('tr')).toHaveTextContent('idPathstring (uuid)RequiredThe job id.');
    // Tables scroll inside a focusable box rather than widening the page.
    expect(read.getByRole('region', { name: 'Parameters of GET /api/v1/jobs/{id}' })).toHaveAttribute('tabindex', '0');
  });

  it('offers another try when the document cannot be read', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [DOCUMENT_ROUTE]: { status: 503, body: { message: 'down' } } });
    renderRoute('/developer/reference');

    expect(await screen.findByRole('alert')).toHaveTextContent('The API reference could not be loaded.');
    api.on(DOCUMENT_ROUTE, { body: buildOpenApiDocument() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'POST /api/v1/jobs' })).toBeInTheDocument();
  });
});
