import { newPasswordLengthProblem } from '@reelmix/contracts/browser';
import { z } from 'zod';

/**
 * Create Pro User (docs/product-rules.md#managing-users): e-mail and password required, one message for both. The
 * password also meets the product's new-password rule (libs/contracts; docs/decisions.md), whose
 * length is checked here and whose common-passwords list the server applies.
 */
export const REQUIRED_MESSAGE = 'Email and password are required';

export const createProUserSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_MESSAGE),
  password: z
    .string()
    .min(1, REQUIRED_MESSAGE)
    .superRefine((password, context) => {
      const problem = password ? newPasswordLengthProblem(password) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  firstName: z.string().trim(),
  lastName: z.string().trim(),
});

export type CreateProUserValues = z.infer<typeof createProUserSchema>;

export const EMPTY_PRO_USER: CreateProUserValues = { email: '', password: '', firstName: '', lastName: '' };
