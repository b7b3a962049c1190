import { z } from 'zod';

/** Every non-2xx reply of the API is this shape (ARCHITECTURE.md "Errors"). */
export const ErrorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
