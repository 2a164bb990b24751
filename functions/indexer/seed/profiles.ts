/** The demo users with profiles (usernames, bios, links, an owned NFT as avatar). */
import type { UserProfileInput } from '../../db/users';

export const DEMO_PROFILE_COUNT = 12;

/** A demo profile, written with the API's own upsert statement (../../db/users.ts). */
export type DemoProfile = UserProfileInput & { username: string; bio: string };

const PEOPLE: readonly (readonly [string, string])[] = [
  ['venom_whale', 'Collects everything with a tail.'],
  ['tidecaller', 'Moving Tides completionist. Ask me about the 30s loops.'],
  ['orb_keeper', 'One orb for every kind of weather.'],
  ['punk_archivist', 'Documenting every Venom Punk since block one.'],
  ['neon_nomad', 'Night markets, neon snakes, no regrets.'],
  ['shell_shocked', 'Beachcomber of the first block.'],
  ['quiet_one', 'I like machines that do nothing.'],
  ['koi_pond', 'Feeding the koi at dawn.'],
  ['glyph_reader', 'Unverified and proud.'],
  ['chime_time', 'Listening to Sound Garden on repeat.'],
  ['paper_pusher', 'Manifestos, maps and the odd shopping list.'],
  ['floor_sweeper', 'If it is under floor, I bid.'],
];

export function demoProfiles(users: readonly string[], logoNfts: ReadonlyMap<string, string>, now: number): DemoProfile[] {
  return PEOPLE.slice(0, DEMO_PROFILE_COUNT).map(([username, bio], i) => {
    const address = users[i]!;
    return {
      address,
      username,
      bio,
      logoNft: logoNfts.get(address) ?? null,
      twitter: i % 2 === 0 ? `https://twitter.com/${username}` : null,
      instagram: i % 3 === 0 ? `https://instagram.com/${username}` : null,
      facebook: null,
      link: i % 4 === 0 ? `https://example.com/@${username}` : null,
      email: null,
      updatedAt: now,
    };
  });
}
