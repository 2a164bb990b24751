/** users row -> User (§8.17). */
import type { User } from '../../../src/api/schemas';
import type { UserRow } from '../rows';

/**
 * `avatarUrl` is the preview of `logo_nft` only while the user still owns it: pass the NFT's
 * `image` when `nfts.owner = address AND burned = 0`, else null. The email is never published
 * (§13 gap 2).
 */
export function userFromRow(address: string, row: UserRow | null, avatarUrl: string | null): User {
  return {
    address,
    logoNft: row?.logo_nft ?? null,
    username: row?.username ?? null,
    bio: row?.bio ?? null,
    twitter: row?.twitter ?? null,
    instagram: row?.instagram ?? null,
    facebook: row?.facebook ?? null,
    link: row?.link ?? null,
    email: null,
    avatarUrl,
  };
}
