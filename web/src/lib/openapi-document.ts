/*
 * An OpenAPI 3.1 document as the API reference page holds it. The page itself reads only the
 * server list (for the base URL); the whole document is handed to the reference renderer, which
 * reads the rest, so the other fields are not spelled out here.
 */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  [field: string]: unknown;
}
