import { createHmac } from 'node:crypto';

/**
 * The `Reelmix-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<body>`, keyed
 * with the endpoint's whole secret string (prefix included) as UTF-8. The timestamp is signed
 * too, so a receiver that checks it against its clock refuses a recorded request replayed later.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
