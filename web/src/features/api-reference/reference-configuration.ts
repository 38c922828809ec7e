import type { AnyApiReferenceConfiguration } from '@scalar/api-reference-react';
import type { OpenApiDocument } from '../../lib/openapi-document';

/**
 * How Scalar shows the document. The page fetches the document itself (its loading and error states
 * are the app's), so Scalar is handed the content and fetches nothing. Everything that would reach
 * another host is off: Scalar's fonts (the app's own font is used), its telemetry, its AI agent and
 * MCP button (both on by default on localhost and backed by scalar.com), its developer tools (share
 * and deploy upload the document to scalar.com) and its sidebar's "Open API Client" button (a link
 * handing this document's address to client.scalar.com). No proxy is set, so "Test Request" calls go
 * straight to this origin, which is where the API lives.
 */
export function referenceConfiguration(document: OpenApiDocument, siteOrigin: string): AnyApiReferenceConfiguration {
  return {
    content: document,
    // The gateway's document lists no servers: the API is this site, so its examples show full URLs.
    servers: document.servers?.length ? undefined : [{ url: siteOrigin }],
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    // The app has one (light) look; its colours are mapped onto Scalar's in scalar-theme.css.
    theme: 'none',
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    // The page links the served document itself; a second, regenerated download would only differ in name.
    documentDownloadType: 'none',
  };
}
