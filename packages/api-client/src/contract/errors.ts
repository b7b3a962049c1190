import { z } from 'zod';

/** Every non-2xx reply of the API is this shape (ARCHITECTURE.md "Errors"). */
export const ErrorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Every PATCH whose body names no field it can change (no body, `{}`, unknown keys only). */
export const NO_FIELDS_TO_UPDATE = 'No fields to update.';
