import { z } from 'zod';

/** Admin-spec §5 "Cancel Pro reason": anything but blank. */
export const REASON_REQUIRED = 'Please provide a reason for cancellation';

export const cancelProSchema = z.object({ reason: z.string().trim().min(1, REASON_REQUIRED) });

export type CancelProValues = z.infer<typeof cancelProSchema>;
