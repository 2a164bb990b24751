/**
 * Profile upsert (POST /user, api-contract §10.31): every field is replaced, absent ones become
 * NULL. The username is UNIQUE, so a taken name makes the statement fail (the API decides what to
 * answer; the reference swallowed it, §13 gap 1).
 */
export interface UserProfileInput {
  address: string;
  username: string | null;
  bio: string | null;
  logoNft: string | null;
  twitter: string | null;
  instagram: string | null;
  facebook: string | null;
  link: string | null;
  email: string | null;
  updatedAt: number;
}

export function upsertUserStatement(db: D1Database, p: UserProfileInput): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO users (address, username, bio, logo_nft, twitter, instagram, facebook, link, email, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (address) DO UPDATE SET username = excluded.username, bio = excluded.bio, logo_nft = excluded.logo_nft,
         twitter = excluded.twitter, instagram = excluded.instagram, facebook = excluded.facebook, link = excluded.link,
         email = excluded.email, updated_at = excluded.updated_at`,
    )
    .bind(p.address, p.username, p.bio, p.logoNft, p.twitter, p.instagram, p.facebook, p.link, p.email, p.updatedAt);
}
