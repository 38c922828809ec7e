import { NEW_PASSWORD_MIN_LENGTH, newPasswordLengthProblem } from '@reelmix/contracts/browser';
import { z } from 'zod';

/** docs/product-rules.md#accounts-and-passwords: the same rules and words as the gateway's own checks. */

/** Signing in keeps the older six-character rule: a password chosen before the longer rule still works. */
const SIGN_IN_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export const emailField = z.string().trim().pipe(z.email('Invalid email'));
const passwordField = z.string().min(6, SIGN_IN_PASSWORD_TOO_SHORT);

/**
 * A password being chosen: the product's new-password rule (libs/contracts). Only its length is
 * checked here; the server also refuses a common password, which this page says when it answers.
 */
export const newPasswordField = z.string().superRefine((password, context) => {
  const problem = newPasswordLengthProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.infer<typeof loginSchema>;

const matchingPasswords = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: newPasswordField,
    referralCode: z.string().trim().max(64).optional(),
  })
  .refine((values) => values.password === values.confirmPassword, matchingPasswords);
export type RegisterValues = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: newPasswordField })
  .refine((values) => values.password === values.confirmPassword, matchingPasswords);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** What the reset and change forms say about the rule before anyone types. */
export const NEW_PASSWORD_HINT = `Choose a new password of at least ${NEW_PASSWORD_MIN_LENGTH} characters that is not a common one.`;
