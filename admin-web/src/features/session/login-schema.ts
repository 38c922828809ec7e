import { z } from 'zod';

/** docs/product-rules.md#admin-sign-in: the same words as the gateway's own checks. */
export const adminLoginSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
