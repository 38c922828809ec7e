import type { INestApplication } from '@nestjs/common';
import { META_LOGIN_CALLBACK_PATH, META_LOGIN_PATH, Rpc } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { configureHttp } from '../src/configure-http';
import { META_LOGIN_STATE_COOKIE } from '../src/publishing/meta-login-state';
import { newCustomer, type TestCustomer } from './support/api-key-customers';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { DIALOG_ORIGIN, MetaLoginStandIn, MetaLoginWorld, REFUSED_CODE } from './support/meta-login-stand-in';
import { startStandIn } from './support/stand-in-service';

const CALLBACK = `${PUBLIC_URL}${META_LOGIN_CALLBACK_PATH}`;

/** The cookies an answer sets, by name, each as its whole Set-Cookie line. */
function setCookies(response: request.Response): Map<string, string> {
  const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/*
 * Facebook Login through the gateway, with the jobs service played by a stand-in: the dialog is
 * reached through a redirect carrying a random state that only this browser's cookie knows, and
 * every way back (approved, refused, cancelled, forged) ends on the Integrations page, never on an
 * error page; a code reaches jobs only with the state this browser was given.
 */
describe('gateway: Facebook Login for the Meta connection', () => {
  let stack: GatewayWithAuth;
  let jobs: INestApplication;
  let http: TestAgent;
  let ada: TestCustomer;

  /** Starts a login as Ada: the dialog's address and the state cookie the gateway set. */
  const start = async () => {
    const response = await http.get(META_LOGIN_PATH).set('Cookie', ada.cookie).expect(302);
    const dialog = new URL(response.headers.location);
    const cookie = setCookies(response).get(META_LOGIN_STATE_COOKIE);
    return { dialog, cookie, state: dialog.searchParams.get('state') ?? '' };
  };
  const callback = (query: Record<string, string>, stateCookie?: string) =>
    http
      .get(META_LOGIN_CALLBACK_PATH)
      .query(query)
      .set('Cookie', [ada.cookie, ...(stateCookie ? [stateCookie.split(';')[0]] : [])].join('; '));
  const codesForwarded = () => MetaLoginWorld.asked.filter((entry) => entry.pattern === Rpc.ConnectMetaCode);

  beforeAll(async () => {
    stack = await startGatewayWithAuth({}, { configure: (gateway, config) => configureHttp(gateway, config) });
    jobs = await startStandIn('jobs', stack.amqpUrl, [MetaLoginStandIn]);
    http = request(stack.gateway.getHttpServer());
    ada = await newCustomer(stack, http);
  });

  afterAll(async () => {
    await jobs?.close();
    await stack?.close();
  });

  it('tells the app that Facebook Login is offered', async () => {
    const response = await http.get('/api/integrations/meta').set('Cookie', ada.cookie).expect(200);
    expect(response.body).toEqual({ connection: null, facebookLogin: true });
  });

  it("redirects to Meta's dialog with a random state kept in an httpOnly, SameSite=Lax cookie", async () => {
    const first = await start();
    const second = await start();

    expect(first.dialog.origin).toBe(DIALOG_ORIGIN);
    expect(first.dialog.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.state).not.toBe(first.state);
    expect(first.cookie).toContain(`${META_LOGIN_STATE_COOKIE}=${first.state}`);
    expect(first.cookie).toMatch(/HttpOnly/i);
    expect(first.cookie).toMatch(/SameSite=Lax/i);
    expect(MetaLoginWorld.asked.filter((entry) => entry.pattern === Rpc.MetaLoginDialog).map((entry) => entry.payload.userId)).toEqual([ada.id, ada.id]);
  });

  it('connects with the code when the state is the one this browser was given, and spends the state', async () => {
    const { state, cookie } = await start();
    const before = codesForwarded().length;

    const response = await callback({ code: 'AQ-approved-code', state }, cookie).expect(302);

    expect(response.headers.location).toBe('/integrations?connected=meta');
    expect(codesForwarded().slice(before).map((entry) => entry.payload)).toEqual([{ userId: ada.id, code: 'AQ-approved-code', redirectUri: CALLBACK }]);
    expect(setCookies(response).get(META_LOGIN_STATE_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('refuses an answer whose state differs, or that comes without the cookie, before jobs sees the code', async () => {
    const { state, cookie } = await start();
    const before = codesForwarded().length;

    const forged = await callback({ code: 'AQ-someone-elses-code', state: `${state.slice(0, -1)}x` }, cookie).expect(302);
    const cookieless = await callback({ code: 'AQ-someone-elses-code', state }).expect(302);
    const stateless = await callback({ code: 'AQ-someone-elses-code' }, cookie).expect(302);

    expect([forged, cookieless, stateless].map((response) => response.headers.location)).toEqual(Array(3).fill('/integrations?error=state'));
    expect(codesForwarded().slice(before)).toEqual([]);
  });

  it('ends a cancelled login and a refused code on the Integrations page with their reasons', async () => {
    const denied = await start();
    const cancelled = await callback({ error: 'access_denied', error_reason: 'user_denied', state: denied.state }, denied.cookie).expect(302);
    expect(cancelled.headers.location).toBe('/integrations?error=denied');

    const refused = await start();
    const notTraded = await callback({ code: REFUSED_CODE, state: refused.state }, refused.cookie).expect(302);
    expect(notTraded.headers.location).toBe('/integrations?error=refused');
  });

  it('asks for a session on both routes', async () => {
    await http.get(META_LOGIN_PATH).expect(401);
    await http.get(META_LOGIN_CALLBACK_PATH).query({ code: 'AQ-code', state: 'x'.repeat(43) }).expect(401);
  });
});
