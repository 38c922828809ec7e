import { SmtpCapture } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from '../outbox/outgoing-mail.entity';
import { type SmtpSecurity, SmtpMailTransport } from './smtp-mail.transport';

/**
 * Against a real SMTP server on loopback that offers no STARTTLS, as a server would look to the
 * client if a network in between stripped the offer.
 */
describe('SmtpMailTransport against a server that offers no STARTTLS', () => {
  let server: SmtpCapture;

  beforeAll(async () => {
    server = new SmtpCapture(await SmtpCapture.freePort());
    await server.start();
  });

  afterAll(() => server.stop());

  const mail = (to: string) => ({ id: randomUUID(), toAddress: to, subject: 'Reset your password', html: '<p>link</p>', text: 'link' }) as OutgoingMail;
  const transport = (security: SmtpSecurity) =>
    new SmtpMailTransport({ host: '127.0.0.1', port: server.port, security, user: '', password: '', from: 'Reelmix <no-reply@reelmix.test>' });

  it('refuses to send when STARTTLS is required (the default of SMTP_REQUIRE_TLS and of saved `tls` settings)', async () => {
    const required = transport('starttls');
    try {
      await expect(required.send(mail('required@example.com'))).rejects.toThrow(/STARTTLS/);
    } finally {
      required.close();
    }
    expect(server.to('required@example.com')).toEqual([]);
  });

  it('sends in clear text only when told STARTTLS is optional (SMTP_REQUIRE_TLS=false) or off (saved `none`)', async () => {
    for (const security of ['starttls-if-offered', 'plain'] as const) {
      const optional = transport(security);
      try {
        await optional.send(mail(`${security}@example.com`));
      } finally {
        optional.close();
      }
      expect(server.to(`${security}@example.com`)).toHaveLength(1);
    }
  });
});
