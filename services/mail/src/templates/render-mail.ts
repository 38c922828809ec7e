import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from './mail-content';

/**
 * A mail's three parts. React escapes every value the component puts into text or attributes. The
 * text part is written beside each component from the same sentences rather than converted from
 * the HTML: it keeps its own layout (a link after its label, the details one per line, an admin's
 * message exactly as typed), which a conversion would reflow.
 */
export async function mailContent(subject: string, email: ReactElement, text: string): Promise<MailContent> {
  return { subject, html: await render(email), text };
}
