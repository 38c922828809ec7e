import { sha256Hex } from './graph-ids';

/** A file part of a multipart request, e.g. `video_file_chunk` or `source`. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type GraphParamValue = string | UploadedFile;
export type GraphParams = Record<string, GraphParamValue>;

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'file';
}

/**
 * The Graph API takes parameters as a URL-encoded form, a multipart form (uploads) or a JSON
 * object; nested values (object_story_spec, creative, filtering) arrive as JSON text in the first
 * two and as objects in the third, so JSON bodies are kept as JSON text here and read the same way.
 */
export async function parseRequestBody(contentType: string | undefined, body: Buffer): Promise<GraphParams> {
  if (body.length === 0) return {};
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return parseMultipart(contentType ?? '', body);
  if (type === 'application/json') return parseJson(body.toString('utf8'));
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

async function parseMultipart(contentType: string, body: Buffer): Promise<GraphParams> {
  // Node's fetch Request reads multipart the way browsers do, so the fake needs no parser of its own.
  const form = await new Request('http://fake-graph.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  const params: GraphParams = {};
  for (const [name, value] of form.entries()) {
    params[name] =
      typeof value === 'string'
        ? value
        : { kind: 'file', filename: value.name, contentType: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return params;
}

function parseJson(text: string): GraphParams {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/** How a request's fields are recorded: files by size and hash, never their bytes. */
export function recordableParams(params: GraphParams): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      isUploadedFile(value) ? { filename: value.filename, size: value.bytes.length, sha256: sha256Hex(value.bytes) } : value,
    ]),
  );
}
