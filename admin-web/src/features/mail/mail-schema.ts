import { z } from 'zod';

/** Admin-spec §5 "Admin e-mail form". */
export const mailSchema = z.object({
  template: z.enum(['custom', 'welcome', 'promotional', 'follow-up']),
  subject: z.string().trim().min(1, 'Subject is required'),
  message: z.string().trim().min(1, 'Message content is required'),
});

export type MailValues = z.infer<typeof mailSchema>;
