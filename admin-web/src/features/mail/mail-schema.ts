import { z } from 'zod';

/** The composer's form (docs/product-rules.md#e-mail-to-a-user). */
export const mailSchema = z.object({
  template: z.enum(['custom', 'welcome', 'promotional', 'follow-up']),
  subject: z.string().trim().min(1, 'Subject is required'),
  message: z.string().trim().min(1, 'Message content is required'),
});

export type MailValues = z.infer<typeof mailSchema>;
