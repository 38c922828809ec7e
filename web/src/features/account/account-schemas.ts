import { z } from 'zod';

/** Customer-spec §5 Accounts: the same rules and words as the gateway's own checks. */

const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export const emailField = z.string().trim().pipe(z.email('Invalid email'));
const passwordField = z.string().min(6, PASSWORD_TOO_SHORT);

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.infer<typeof loginSchema>;

const matchingPasswords = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: passwordField,
    referralCode: z.string().trim().max(64).optional(),
  })
  .refine((values) => values.password === values.confirmPassword, matchingPasswords);
export type RegisterValues = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: passwordField })
  .refine((values) => values.password === values.confirmPassword, matchingPasswords);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
