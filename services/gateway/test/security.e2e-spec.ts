import { Controller } from '@nestjs/common';
import { type EnrolAffiliateResponse, type OutputLocation, Rpc } from '@reelmix/contracts';
import { OnRequest, RpcClient } from '@reelmix/messaging';
import { downloadLinkQueryString, downloadResource, OBJECT_STORAGE, type ObjectStorage, signDownloadLink } from '@reelmix/storage';
import { uniqueName } from '@reelmix/testing';
import type { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { configureHttp } from '../src/configure-http';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

const PASSWORD = 'correct horse battery';
const JOB_ID = randomUUID();
const VIDEO_NAME = `${JOB_ID}--intro1_body1_cta1_9x16.mp4`;
const VIDEO_KEY = `outputs/${JOB_ID}/intro1_body1_cta1_9x16.mp4`;
const VIDEO_BYTES = randomBytes(4096);

/** Plays jobs for the signed download link: the one output, wherever the link says it is. */
@Controller()
class JobsStandIn {
  @OnRequest(Rpc.FindOutput)
  async findOutput(): Promise<OutputLocation> {
    return { objectKey: VIDEO_KEY, fileName: 'intro1_body1_cta1_9x16.mp4', sizeBytes: VIDEO_BYTES.length };
  }
}

/** Plays affiliates, counting who it enrolled. */
@Controller()
class AffiliatesStandIn {
  static enrolled: string[] = [];

  @OnRequest(Rpc.EnrolAffiliate)
  async enrol({ userId }: { userId: string }): Promise<EnrolAffiliateResponse> {
    AffiliatesStandIn.enrolled.push(userId);
    const data = { message: 'ok', signupUrl: `${PUBLIC_URL}/affiliate`, referralLink: `${PUBLIC_URL}/?via=CODE1234`, affiliateCode: 'CODE1234' };
    return { status: 'enrolled', data };
  }
}

/** A log sink: every JSON line both services write. */
class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

/** A built app in a folder: index.html and one asset, as Vite leaves them. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(dir, 'assets/app.js'), 'console.log("app")');
  return dir;
}

describe('gateway: security headers, request refusals, cookies and logs', () => {
  const logs = new LogCapture();
  const webDir = builtApp();
  let stack: GatewayWithAuth;
  let standIns: INestApplication[] = [];
  let http: TestAgent;

  const newUser = async () => {
    const email = `${uniqueName('sec')}@example.com`;
    const { id } = await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    return { id, email };
  };
  const post = (path: string) => http.post(path).set('Origin', PUBLIC_URL);
  const sessionOf = (response: request.Response) => ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0].split(';')[0];

  beforeAll(async () => {
    stack = await startGatewayWithAuth(
      { WEB_DIST_DIR: webDir, ADMIN_WEB_DIST_DIR: webDir },
      { logTo: logs, configure: (gateway, config) => configureHttp(gateway, config) },
    );
    standIns = [await startStandIn('jobs', stack.amqpUrl, [JobsStandIn]), await startStandIn('affiliates', stack.amqpUrl, [AffiliatesStandIn])];
    await stack.gateway.get<string, ObjectStorage>(OBJECT_STORAGE).put(VIDEO_KEY, VIDEO_BYTES);
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    for (const app of standIns) await app.close();
    await stack?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    const expectSecurityHeaders = (response: request.Response) => {
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('stripe');
      // Over http: no upgrade of asset requests, and no HSTS.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    };

    it('are on API answers, refusals included', async () => {
      expectSecurityHeaders(await http.get('/api/auth/me').expect(401));
      expectSecurityHeaders(await http.get('/api/nothing-here').expect(404));
    });

    it('are on the apps\' pages and assets', async () => {
      expectSecurityHeaders(await http.get('/dashboard').set('Accept', 'text/html').expect(200));
      expectSecurityHeaders(await http.get('/admin/users').set('Accept', 'text/html').expect(200));
      const asset = await http.get('/assets/app.js').expect(200);
      expectSecurityHeaders(asset);
    });

    it('send no referrer at all from the reset page, whose address holds the token', async () => {
      const page = await http.get(`/reset-password/${'t'.repeat(43)}`).set('Accept', 'text/html').expect(200);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('are on videos, whole and by range', async () => {
      const query = signDownloadLink(stack.config.DOWNLOAD_LINK_SECRET, {
        userId: randomUUID(),
        resource: downloadResource.video(VIDEO_NAME),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const url = `/api/links/videos/${VIDEO_NAME}?${downloadLinkQueryString(query)}`;
      const whole = await http.get(url).buffer(true).expect(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expectSecurityHeaders(whole);
      const part = await http.get(url).set('Range', 'bytes=0-99').expect(206);
      expectSecurityHeaders(part);
    });
  });

  describe('bodies a client sends', () => {
    const refusal = (code: string) => ({ error: expect.any(String), message: expect.any(String), code });

    it('answers 413 to a body over the limit, not 500', async () => {
      const big = { email: 'a@example.com', password: 'x'.repeat(150_000) };
      const response = await post('/api/auth/login').send(big).expect(413);
      expect(response.body).toEqual(refusal('PAYLOAD_TOO_LARGE'));
    });

    it('answers 413 to a gzip bomb that inflates past the limit', async () => {
      const bomb = gzipSync(Buffer.from(JSON.stringify({ email: 'a@example.com', password: ' '.repeat(5_000_000) })));
      await post('/api/auth/login').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip')
        // As bytes: superagent would otherwise encode a Buffer as JSON.
        .serialize((body: Buffer) => body as unknown as string)
        .send(bomb)
        .expect(413);
    });

    it('answers 400 to a body nested thousands of levels deep', async () => {
      const deep = `{"email":"a@example.com","password":"a decent password","referralCode":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
      const response = await post('/api/auth/register').set('Content-Type', 'application/json').send(deep).expect(400);
      expect(response.body).toEqual(refusal('VALIDATION_FAILED'));
      expect(response.body.message).toBe('Request body is nested too deeply');
    });

    it('answers 400 to malformed JSON and 415 to an encoding it cannot read', async () => {
      const malformed = await post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@').expect(400);
      expect(malformed.body).toEqual(refusal('VALIDATION_FAILED'));
      await post('/api/auth/login').set('Content-Type', 'application/json; charset=latin1').send('{}').expect(415);
      await post('/api/auth/login').set('Content-Type', 'application/json').set('Content-Encoding', 'br-nonsense').send('{}').expect(415);
    });

    it('answers 400, not 500, to the wrong content type and to form bombs', async () => {
      const plain = await post('/api/auth/login').set('Content-Type', 'text/plain').send('email=a&password=b').expect(400);
      expect(plain.body).toMatchObject(refusal('VALIDATION_FAILED'));
      const manyFields = Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&');
      await post('/api/auth/login').type('form').send(manyFields).expect(413);
      const deepField = `email${'[a]'.repeat(200)}=1`;
      const deepForm = await post('/api/auth/login').type('form').send(deepField);
      expect(deepForm.status).toBeGreaterThanOrEqual(400);
      expect(deepForm.status).toBeLessThan(500);
    });
  });

  describe('where requests may come from', () => {
    it('refuses a write whose Origin differs from PUBLIC_URL in scheme alone', async () => {
      const httpsTwin = PUBLIC_URL.replace('http://', 'https://');
      await http.post('/api/auth/logout').set('Origin', httpsTwin).expect(403);
      await http.post('/api/auth/logout').set('Origin', `${PUBLIC_URL}:8080`).expect(403);
      await http.post('/api/auth/logout').set('Origin', PUBLIC_URL).expect(200);
    });

    it('enrols an affiliate only when the GET comes from the app itself', async () => {
      const user = await newUser();
      const cookie = sessionOf(await post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200));
      const enrol = () => http.get('/api/affiliate/signup-url').set('Cookie', cookie);

      // A link or redirect on another site: the Lax cookie comes along, the request does not pass.
      for (const site of ['cross-site', 'same-site', 'none']) {
        expect((await enrol().set('Sec-Fetch-Site', site).expect(403)).body.message).toBe('Cross-site request refused');
      }
      await enrol().set('Sec-Fetch-Site', 'cross-site').set('Referer', `${PUBLIC_URL}/affiliate`).expect(403);
      // Without Fetch Metadata: our own Referer or Origin passes, another or none does not.
      await enrol().set('Referer', 'https://evil.example/').expect(403);
      await enrol().expect(403);
      expect(AffiliatesStandIn.enrolled).not.toContain(user.id);

      await enrol().set('Sec-Fetch-Site', 'same-origin').expect(200);
      await enrol().set('Referer', `${PUBLIC_URL}/affiliate`).expect(200);
      await enrol().set('Origin', PUBLIC_URL).expect(200);
      expect(AffiliatesStandIn.enrolled.filter((id) => id === user.id)).toHaveLength(3);
    });
  });

  it('writes no password, token, cookie or link signature into any log line', async () => {
    const user = await newUser();
    const login = await post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const session = sessionOf(login).split('=')[1];
    await post('/api/auth/login').send({ email: user.email, password: 'wrong-password-123' }).expect(401);
    const resetToken = randomBytes(32).toString('base64url');
    await post('/api/auth/reset-password').send({ token: resetToken, password: PASSWORD, confirmPassword: PASSWORD });
    await http.get(`/reset-password/${resetToken}`).set('Accept', 'text/html').expect(200);
    const query = signDownloadLink(stack.config.DOWNLOAD_LINK_SECRET, {
      userId: user.id,
      resource: downloadResource.video(VIDEO_NAME),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await http.get(`/api/links/videos/${VIDEO_NAME}?${downloadLinkQueryString(query)}`).expect(200);
    await http.get(`/api/links/videos/${VIDEO_NAME}?${downloadLinkQueryString({ ...query, s: `${query.s.slice(0, -2)}xx` })}`).expect(403);
    await http.get('/api/auth/me').set('Cookie', `reelmix_session=${session}`).expect(200);

    const output = logs.lines.join('\n');
    // The requests were logged (so the check below is about redaction, not silence)...
    expect(output).toContain('/api/links/videos/');
    expect(output).toContain('/api/auth/login');
    // ...and none of their secrets was.
    for (const secret of [PASSWORD, 'wrong-password-123', resetToken, query.s, query.s.slice(0, -2), session]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('gateway: served over https with Stripe configured', () => {
  let stack: GatewayWithAuth;
  let http: TestAgent;
  const SITE = 'https://app.reelmix.test';

  beforeAll(async () => {
    stack = await startGatewayWithAuth(
      { PUBLIC_URL: SITE, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' },
      { configure: (gateway, config) => configureHttp(gateway, config) },
    );
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('sends HSTS, upgrades asset requests and lets Stripe.js load and frame its fields', async () => {
    const response = await http.get('/api/auth/me').expect(401);
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('names the session cookie __Host-reelmix_session and marks it Secure, and the referral cookie too', async () => {
    const email = `${uniqueName('https')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    const login = await http.post('/api/auth/login').set('Origin', SITE).send({ email, password: PASSWORD }).expect(200);
    const line = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0];
    expect(line).toMatch(/^__Host-reelmix_session=[A-Za-z0-9_-]{43}; /);
    expect(line).toContain('Secure');
    expect(line).toContain('Path=/');
    expect(line).not.toContain('Domain');
    const cookie = line.split(';')[0];
    await http.get('/api/auth/me').set('Cookie', cookie).expect(200);
    // The unprefixed name, which a plain-http page could set, is not read.
    await http.get('/api/auth/me').set('Cookie', cookie.replace('__Host-', '')).expect(401);

    const visit = await http.get('/pricing?via=ABC123xy').set('Accept', 'text/html');
    expect(([] as string[]).concat(visit.headers['set-cookie'] ?? [])[0]).toMatch(/^__Host-reelmix_ref=ABC123xy;.*Secure/);
  });
});
