import { z } from 'zod';
import { text } from './common';

/** Query of the activation page (GET) and fields of its form (POST). */
export const activateQuery = z.object({
  returnUrl: z.string().max(1024).optional(),
  token: text(128).optional(),
});
export type ActivateQuery = z.infer<typeof activateQuery>;
