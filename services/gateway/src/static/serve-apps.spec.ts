import type { INestApplication } from '@nestjs/common';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveApps } from './serve-apps';

describe('serveApps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-apps-'));
  const app = express();
  // serveApps only mounts middleware, which an Express app takes the same way.
  serveApps(app as unknown as INestApplication, [{ base: '/', dir }]);
  app.use((_request, response) => void response.status(404).json({ from: 'api' }));

  beforeAll(() => {
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    mkdirSync(join(dir, 'api/auth'), { recursive: true });
    writeFileSync(join(dir, 'api/auth/me'), 'a file');
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    writeFileSync(join(dir, 'metrics'), 'a file');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the app files', async () => {
    await request(app).get('/app.js').expect(200, 'console.log(1)');
  });

  it('never looks for a file under /api/: those calls go to the API', async () => {
    await request(app).get('/api/auth/me').expect(404, { from: 'api' });
  });

  it('answers /metrics with neither a file nor the app page: metrics live on their own port', async () => {
    await request(app).get('/metrics').set('Accept', 'text/html').expect(404, { from: 'api' });
    await request(app).get('/metrics').expect(404, { from: 'api' });
  });
});
