import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
} from '../../lib/openapi-document';
import { resolveObject } from './resolve-ref';

export interface ApiResponse {
  status: string;
  response: ResponseObject;
}

/** One method on one path, with every reference it uses followed. */
export interface ApiOperation {
  /** A page anchor, stable for as long as the method and path are. */
  anchor: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** Path-level parameters first, replaced by the operation's own of the same name and place. */
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: ApiResponse[];
  /** False for the calls that take no key (the document itself, say). */
  needsKey: boolean;
}

export interface OperationGroup {
  anchor: string;
  name: string;
  description?: string;
  operations: ApiOperation[];
}

/**
 * The document's operations grouped by their first tag (in the order the document lists its tags,
 * then as met), or by the first path segment after `/api/v1` when an operation has no tag.
 */
export function operationGroups(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of document.tags ?? []) {
    groups.set(tag.name, { anchor: anchorOf('tag', tag.name), name: tag.name, description: tag.description, operations: [] });
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? pathGroupName(path);
      if (!groups.has(name)) groups.set(name, { anchor: anchorOf('tag', name), name, operations: [] });
      groups.get(name)?.operations.push(toApiOperation(document, path, method, operation, item.parameters ?? []));
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

function toApiOperation(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  pathParameters: Array<ParameterObject | Reference>,
): ApiOperation {
  const security = operation.security ?? document.security ?? [];
  return {
    anchor: anchorOf(method, path),
    method,
    path,
    summary: operation.summary,
    description: operation.description,
    deprecated: operation.deprecated === true,
    parameters: mergeParameters(document, pathParameters, operation.parameters ?? []),
    requestBody: resolveObject(document, operation.requestBody),
    responses: sortedResponses(document, operation.responses ?? {}),
    // An empty requirement (`{}`) in the list means the call may also be made without any.
    needsKey: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
  };
}

function mergeParameters(
  document: OpenApiDocument,
  shared: Array<ParameterObject | Reference>,
  own: Array<ParameterObject | Reference>,
): ParameterObject[] {
  const byPlace = new Map<string, ParameterObject>();
  for (const candidate of [...shared, ...own]) {
    const parameter = resolveObject(document, candidate);
    if (parameter?.name) byPlace.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byPlace.values()];
}

/** 2xx before 4xx, `default` last: the order a reader checks them in. */
function sortedResponses(document: OpenApiDocument, responses: Record<string, ResponseObject | Reference>): ApiResponse[] {
  const rank = (status: string) => (status === 'default' ? Number.MAX_SAFE_INTEGER : Number.parseInt(status.replace(/X/gi, '0'), 10) || 0);
  return Object.entries(responses)
    .map(([status, value]) => ({ status, response: resolveObject(document, value) ?? {} }))
    .sort((a, b) => rank(a.status) - rank(b.status));
}

/** `/api/v1/jobs/{id}` belongs with `jobs`. */
export function pathGroupName(path: string): string {
  const segments = path.split('/').filter((segment) => segment && segment !== 'api' && !/^v\d+$/.test(segment));
  return segments[0] ?? 'other';
}

/** `post /api/v1/jobs/{id}` becomes `post-api-v1-jobs-id`: safe as an element id and in a URL fragment. */
export function anchorOf(...parts: string[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
