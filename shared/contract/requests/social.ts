import { z } from 'zod';
import { optional } from './fields';

// URLs that end up in `href` or `src` attributes: only schemes that cannot run script.

/** An http(s) URL, the only kind a profile or social link may point to. */
export const httpUrlSchema = z.httpUrl({ error: 'must be an http(s) URL' }).max(2048, { error: 'must be at most 2048 characters' });

/** A media URL (collection wallpaper and logo, §10.17): http(s) or ipfs, at most 4096 characters. */
export const mediaUrlSchema = z
  .url({ protocol: /^(https?|ipfs)$/, error: 'must be an http(s) or ipfs URL' })
  .max(4096, { error: 'must be at most 4096 characters' });

/** A social network account: a link to it, or a bare handle such as `@venom_nft`. */
export const socialAccountSchema = z.union([httpUrlSchema, z.string().regex(/^@?[A-Za-z0-9_.-]{1,64}$/)], {
  error: 'must be an http(s) URL or an account handle',
});

/** The `social` object of `/collections-custom` (§8.4): each key optional (null = absent), website a URL. */
export const socialInputSchema = z.object({
  twitter: optional(socialAccountSchema),
  telegram: optional(socialAccountSchema),
  discord: optional(socialAccountSchema),
  youtube: optional(socialAccountSchema),
  facebook: optional(socialAccountSchema),
  medium: optional(socialAccountSchema),
  website: optional(httpUrlSchema),
});
