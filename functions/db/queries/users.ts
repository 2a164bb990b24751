/**
 * Profiles: GET /user/{address} and POST /user (api-contract §10.30-31). The API is the only
 * writer of `users`.
 */
import type { User } from '@shared/contract/schemas';
import type { UpsertUserParams } from '@shared/contract/requests';
import { upsertUserStatement } from '../users';
import { first, nowSeconds } from './sql';

interface UserRow {
  address: string;
  username: string | null;
  bio: string | null;
  logo_nft: string | null;
  twitter: string | null;
  instagram: string | null;
  facebook: string | null;
  link: string | null;
  avatar: string | null;
}

/**
 * The profile of `address` (every field null when there is none). `email` is never sent (gap 2);
 * `avatarUrl` is the avatar NFT's preview only while the user owns that NFT.
 */
export async function getUser(db: D1Database, address: string): Promise<User> {
  const row = await first<UserRow>(
    db,
    `SELECT u.address, u.username, u.bio, u.logo_nft, u.twitter, u.instagram, u.facebook, u.link,
       (SELECT n.image FROM nfts n WHERE n.address = u.logo_nft AND n.owner = u.address AND n.burned = 0) AS avatar
     FROM users u WHERE u.address = ?1`,
    [address],
  );
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
    avatarUrl: row?.avatar ?? null,
  };
}

/** Whether another address already uses this username: case-folded here, NFKC-folded by the request schema (usernameSchema). */
export async function usernameTaken(db: D1Database, username: string, address: string): Promise<boolean> {
  const row = await first<{ address: string }>(
    db,
    'SELECT address FROM users WHERE lower(username) = lower(?1) AND address != ?2 LIMIT 1',
    [username, address],
  );
  return row !== null;
}

/** Replaces the whole profile of `p.address`: omitted fields become null (§10.31). */
export async function upsertUser(db: D1Database, p: UpsertUserParams): Promise<void> {
  await upsertUserStatement(db, {
    address: p.address,
    username: p.username ?? null,
    bio: p.bio ?? null,
    logoNft: p.logo_nft ?? null,
    twitter: p.twitter ?? null,
    instagram: p.instagram ?? null,
    facebook: p.facebook ?? null,
    link: p.link ?? null,
    email: p.email ?? null,
    updatedAt: nowSeconds(),
  }).run();
}
