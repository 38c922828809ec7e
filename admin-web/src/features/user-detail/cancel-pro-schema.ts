import { z } from 'zod';

/** The reason for cancelling Pro: anything but blank (docs/product-rules.md#pro-by-an-admin). */
export const REASON_REQUIRED = 'Please provide a reason for cancellation';

export const cancelProSchema = z.object({ reason: z.string().trim().min(1, REASON_REQUIRED) });

export type CancelProValues = z.infer<typeof cancelProSchema>;
