import { newPasswordLengthProblem } from '@reelmix/contracts/browser';
import { z } from 'zod';

/** The profile and password forms (docs/product-rules.md#admin-profile). */

export const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().pipe(z.email('Invalid email address')),
});

export type ProfileValues = z.infer<typeof profileSchema>;

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    // The product's new-password rule (libs/contracts); the server also refuses a common password.
    newPassword: z.string().superRefine((password, context) => {
      const problem = newPasswordLengthProblem(password);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export type PasswordValues = z.infer<typeof passwordSchema>;

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
