import { z } from 'zod';

/**
 * The username rule (README "Usernames"), as GitHub and the big marketplaces have it: 3 to 30 ASCII
 * letters, digits, underscores and hyphens, so a name reads the same in every font and no look-alike
 * letter from another script can pass for someone else's. Invisible (format, Cf) and text-direction
 * characters are refused by name before anything else: `erin-sec` plus a zero-width space, or
 * U+202E + "ecila" shown as "alice", would otherwise impersonate. The name is stored NFKC-folded
 * (full-width "ａｌｉｃｅ" is "alice"); uniqueness ignores case (functions/db/queries/users.ts).
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Format characters (zero-width spaces and joiners, the bidi controls U+202A-202E and U+2066-2069, U+FEFF...) and C0/C1 controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const ALLOWED = new RegExp(`^[A-Za-z0-9_-]{${USERNAME_MIN},${USERNAME_MAX}}$`);

export const USERNAME_INVISIBLE_MESSAGE = 'must not contain invisible or text-direction characters';
export const USERNAME_RULE_MESSAGE = `must be ${USERNAME_MIN} to ${USERNAME_MAX} characters: letters A-Z, digits, _ or -`;

export const usernameSchema = z
  .string()
  .refine((name) => !INVISIBLE.test(name), { error: USERNAME_INVISIBLE_MESSAGE, abort: true })
  .trim()
  .overwrite((name) => name.normalize('NFKC'))
  .regex(ALLOWED, { error: USERNAME_RULE_MESSAGE })
  .meta({
    description: `${USERNAME_MIN}-${USERNAME_MAX} ASCII letters, digits, _ or -, NFKC-folded; unique whatever its case`,
  });
