import { WEBHOOK_URL_REFUSED } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhook-url-problem';

describe('webhookUrlProblem', () => {
  it('accepts a whole web address and leaves whether it is public, and plain http, to the server', () => {
    expect(webhookUrlProblem('https://hooks.example.com/reelmix?team=7')).toBeNull();
    expect(webhookUrlProblem('https://10.0.0.8/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook')).toBeNull();
  });

  it('refuses an empty, partial, over-long or non-web address', () => {
    expect(webhookUrlProblem('  ')).toBe('Enter the address Reelmix should send events to.');
    expect(webhookUrlProblem('hooks.example.com/reelmix')).toMatch(/^Enter a whole address/);
    expect(webhookUrlProblem('ftp://hooks.example.com/reelmix')).toBe(WEBHOOK_URL_REFUSED);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2048)}`)).toBe('Webhook URLs can be at most 2048 characters.');
  });
});
