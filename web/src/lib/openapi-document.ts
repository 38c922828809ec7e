/*
 * The parts of an OpenAPI 3.1 document the API reference page reads. Everything is optional
 * beyond what 3.1 itself requires, because the page must not break on a document that leaves
 * things out; unknown fields are simply not shown.
 */

export interface Reference {
  $ref: string;
  summary?: string;
  description?: string;
}

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), as far as the field tables describe it. */
export interface SchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  /** 3.1 writes nullable as `['string', 'null']`. */
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  /** 3.0's way of saying "or null", still met in documents converted from 3.0. */
  nullable?: boolean;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface HeaderObject {
  description?: string;
  schema?: SchemaObject;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  deprecated?: boolean;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  security?: Array<Record<string, string[]>>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  summary?: string;
  description?: string;
  parameters?: Array<ParameterObject | Reference>;
};

export interface SecuritySchemeObject {
  type: string;
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject | Reference>;
    requestBodies?: Record<string, RequestBodyObject | Reference>;
    responses?: Record<string, ResponseObject | Reference>;
    headers?: Record<string, HeaderObject | Reference>;
    securitySchemes?: Record<string, SecuritySchemeObject | Reference>;
  };
  tags?: Array<{ name: string; description?: string }>;
  security?: Array<Record<string, string[]>>;
}
