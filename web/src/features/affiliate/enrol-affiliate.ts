import type { EnrolAffiliateResponse } from '@reelmix/contracts';
import { requestAffiliateSignup } from '../../api/affiliate';
import { messageOfBody } from '../../lib/server-message';

/**
 * Enrols the signed-in user (`GET /api/affiliate/signup-url`) and reads the answer
 * with the texts of docs/product-rules.md#affiliates: a refusal says the body's `message` or `error`, else the status line; an
 * answer that is not JSON says so.
 */
export async function enrolAffiliate(): Promise<EnrolAffiliateResponse> {
  const response = await requestAffiliateSignup();
  const text = await response.text();
  if (!response.ok) {
    throw new Error(messageOfBody(text) ?? `Server error: ${response.status} ${response.statusText}`.trim());
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (!answer || typeof answer !== 'object') throw new Error('Server returned invalid response format');
  return answer as EnrolAffiliateResponse;
}
