import { WEBHOOK_LIMITS, WEBHOOK_URL_REFUSED } from '@reelmix/contracts/browser';

/**
 * What is wrong with a webhook URL before it is sent, or null. Only what the browser can tell:
 * whether the address is public, and whether plain http is allowed (to loopback, in development
 * only), is the server's to judge, and it answers with its reason.
 */
export function webhookUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return 'Enter the address Reelmix should send events to.';
  if (url.length > WEBHOOK_LIMITS.urlMaxLength) return `Webhook URLs can be at most ${WEBHOOK_LIMITS.urlMaxLength} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a whole address, such as https://example.com/reelmix-events.';
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : WEBHOOK_URL_REFUSED;
}
