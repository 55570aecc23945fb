import { z } from 'zod';

/**
 * The older product's envelope the GPS and ticket calls keep (rules §6.7, §7): `success`
 * beside the success text (`message`, in the caller's language) and the record or list.
 */
export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
