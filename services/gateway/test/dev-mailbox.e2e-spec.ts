import { Controller, type INestApplication } from '@nestjs/common';
import { type DevMailboxMessageView, type DevMailboxRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { configureHttp } from '../src/configure-http';
import { type GatewayWithAuth, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

const RESET_MAIL: DevMailboxMessageView = {
  id: '7b0c2f4e-4a57-4a53-9c1e-0f5d3b1c2a10',
  to: 'victim@example.com',
  subject: 'Reset your Reelmix password',
  text: 'http://localhost:8080/reset-password/secret-token',
  html: '',
  receivedAt: new Date(0).toISOString(),
};

/** Plays mail: a dev mailbox holding one reset e-mail. */
@Controller()
class MailStandIn {
  @OnRequest(Rpc.DevMailbox)
  async list(_request: DevMailboxRequest): Promise<DevMailboxMessageView[]> {
    return [RESET_MAIL];
  }
}

/** An address of this machine that is not loopback: a request to it arrives from it, as from another host. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((candidate) => candidate && !candidate.internal && candidate.family === 'IPv4')?.address;

/** A gateway with DEV_MAILBOX as given, listening on every interface, and the mail stand-in. */
async function gatewayWith(devMailbox: 'true' | 'false'): Promise<{ stack: GatewayWithAuth; mail: INestApplication; port: number }> {
  // TRUST_PROXY_HOPS as behind an Ingress: X-Forwarded-For then names the client for the rate
  // limits, and still must not open the mailbox.
  const stack = await startGatewayWithAuth({ DEV_MAILBOX: devMailbox, TRUST_PROXY_HOPS: '1' }, { configure: (gateway, config) => configureHttp(gateway, config) });
  const mail = await startStandIn('mail', stack.amqpUrl, [MailStandIn]);
  await stack.gateway.listen(0, '::');
  return { stack, mail, port: (stack.gateway.getHttpServer().address() as AddressInfo).port };
}

describe('gateway: the dev mailbox', () => {
  describe('with DEV_MAILBOX on', () => {
    let running: Awaited<ReturnType<typeof gatewayWith>>;
    const at = (host: string, path: string, headers: Record<string, string> = {}) => fetch(`http://${host}:${running.port}${path}`, { headers });

    beforeAll(async () => {
      running = await gatewayWith('true');
    });

    afterAll(async () => {
      await running?.mail.close();
      await running?.stack.close();
    });

    it('shows the mail to a client on this machine, over IPv4 and IPv6', async () => {
      for (const host of ['127.0.0.1', '[::1]']) {
        const response = await at(host, '/api/dev/mailbox');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([RESET_MAIL]);
        const page = await at(host, '/dev/mailbox', { Accept: 'text/html' });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('/reset-password/secret-token');
      }
    });

    (outsideAddress ? it : it.skip)(`answers another host as an unknown route, whatever X-Forwarded-For says (from ${outsideAddress ?? 'no non-loopback address on this machine'})`, async () => {
      const host = outsideAddress as string;
      // What any unknown path answers, with its own path in the message.
      const unknown = await at(host, '/api/dev/nothing-here');
      expect(unknown.status).toBe(404);
      const asUnknown = JSON.stringify(await unknown.json()).replaceAll('/api/dev/nothing-here', '/api/dev/mailbox');
      const forged: Record<string, string>[] = [{}, { 'X-Forwarded-For': '127.0.0.1' }, { 'X-Forwarded-For': '::1, 127.0.0.1', 'X-Real-IP': '127.0.0.1' }];
      for (const headers of forged) {
        const json = await at(host, '/api/dev/mailbox', headers);
        expect(json.status).toBe(404);
        expect(JSON.stringify(await json.json())).toBe(asUnknown);
        const page = await at(host, '/dev/mailbox', { Accept: 'text/html', ...headers });
        expect(page.status).toBe(404);
        expect(await page.text()).not.toContain('secret-token');
      }
    });
  });

  describe('with DEV_MAILBOX off (the default)', () => {
    let running: Awaited<ReturnType<typeof gatewayWith>>;

    beforeAll(async () => {
      running = await gatewayWith('false');
    });

    afterAll(async () => {
      await running?.mail.close();
      await running?.stack.close();
    });

    it('has no mailbox, even for a client on this machine', async () => {
      for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
        const response = await fetch(`http://127.0.0.1:${running.port}${path}`, { headers: { Accept: 'text/html' } });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('secret-token');
      }
    });
  });
});
