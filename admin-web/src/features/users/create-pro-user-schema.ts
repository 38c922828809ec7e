import { z } from 'zod';

/** Admin-spec §5 "Create Pro user": e-mail and password required, one message for both; nothing else is checked here. */
export const REQUIRED_MESSAGE = 'Email and password are required';

export const createProUserSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_MESSAGE),
  password: z.string().min(1, REQUIRED_MESSAGE),
  firstName: z.string().trim(),
  lastName: z.string().trim(),
});

export type CreateProUserValues = z.infer<typeof createProUserSchema>;

export const EMPTY_PRO_USER: CreateProUserValues = { email: '', password: '', firstName: '', lastName: '' };
