// The connected account's public profile for the account block: its username and avatar (GET /user,
// a plain fetch: the typed client would make this corner's chunk several times larger). Null until it
// answers, and when there is no profile or the API cannot answer: the block shows the address alone.
import { useEffect, useState } from 'react';
import { mediaSrc } from '@shared/lib/media-url';

export interface OwnProfile {
  readonly username: string | null;
  /** Same-origin media URL of the avatar NFT's image, while its owner holds it. */
  readonly avatar: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function useOwnProfile(apiBase: string, address: string | null): OwnProfile | null {
  const [profile, setProfile] = useState<{ address: string; profile: OwnProfile } | null>(null);
  useEffect(() => {
    if (!address) return;
    let current = true;
    fetch(`${apiBase}/user/${encodeURIComponent(address)}`, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ username?: unknown; avatarUrl?: unknown }>) : null))
      .then((body) => {
        if (current && body) setProfile({ address, profile: { username: text(body.username), avatar: mediaSrc(text(body.avatarUrl)) } });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [apiBase, address]);
  return profile && profile.address === address ? profile.profile : null;
}
