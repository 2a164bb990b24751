import { z } from 'zod';
import { addressSchema } from './primitives';

/**
 * §8.17. Every field but `address` is null when there is no profile. `email` stays in the shape
 * for the reference; our server always sends it as null (gap 2).
 */
export const userSchema = z.object({
  address: addressSchema,
  logoNft: addressSchema.nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  link: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** §5.2: sign-in answers the JWT as a JSON string. */
export const signInResultSchema = z.string().min(1);
