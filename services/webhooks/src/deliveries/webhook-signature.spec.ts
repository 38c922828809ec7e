import { createHmac } from 'node:crypto';
import { signatureHeader } from './webhook-signature';

describe('signatureHeader', () => {
  const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA';
  const body = '{"id":"4a1c8a3e-0000-4000-8000-000000000001","type":"job.completed"}';
  const at = new Date('2026-11-27T03:00:00.750Z');

  it('is t=<unix seconds>,v1=<64 hex characters>', () => {
    expect(signatureHeader(secret, body, at)).toMatch(/^t=1795748400,v1=[0-9a-f]{64}$/);
  });

  it('signs "<t>.<body>" with HMAC-SHA256 keyed by the whole secret', () => {
    const expected = createHmac('sha256', secret).update(`1795748400.${body}`).digest('hex');
    expect(signatureHeader(secret, body, at)).toBe(`t=1795748400,v1=${expected}`);
  });

  it('changes with the body, the secret and the second', () => {
    const base = signatureHeader(secret, body, at);
    expect(signatureHeader(secret, `${body} `, at)).not.toBe(base);
    expect(signatureHeader(`${secret}x`, body, at)).not.toBe(base);
    expect(signatureHeader(secret, body, new Date(at.getTime() + 1000)).split(',')[1]).not.toBe(base.split(',')[1]);
  });
});
