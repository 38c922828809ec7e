import { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface AppBundle {
  /** URL prefix the app lives under. */
  base: string;
  dir: string;
}

/**
 * Serves the built customer and admin apps. A browser navigation (Accept: text/html) to any path
 * of an app gets its index.html so client-side routes work on reload; JSON calls, including the
 * admin API under `/admin/...`, fall through to the controllers.
 */
export function serveApps(app: INestApplication, apps: AppBundle[]): void {
  const bundles = apps
    .map((bundle) => ({ ...bundle, dir: resolve(bundle.dir) }))
    // Longest prefix first, so /admin/x is matched by the admin app, not the customer app.
    .sort((a, b) => b.base.length - a.base.length);
  for (const bundle of bundles) {
    const files = express.static(bundle.dir, { index: false, maxAge: '1h', fallthrough: true });
    // No app file lives under the server's own paths: skipping the file lookup there spares every
    // API call a filesystem stat that can only miss.
    app.use(bundle.base, (request: Request, response: Response, next: NextFunction) =>
      isServerPath(request.baseUrl + request.path) ? next() : files(request, response, next),
    );
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!wantsPage(request)) return next();
    const bundle = bundles.find((candidate) => isUnder(request.path, candidate.base));
    if (!bundle) return next();
    const index = join(bundle.dir, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send(`This app is not built yet: run "npm run build" (${bundle.dir}).`);
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}

function wantsPage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The API, the probes and the dev pages: never an app's file or page. `/metrics` too: it is served
 * on the internal METRICS_PORT only, so here it must be a plain 404, not the app's page.
 */
function isServerPath(path: string): boolean {
  return path === '/api' || path === '/metrics' || ['/api/', '/health/', '/dev/'].some((prefix) => path.startsWith(prefix));
}

function isUnder(path: string, base: string): boolean {
  return base === '/' || path === base || path.startsWith(`${base}/`);
}
