import type { User } from '@shared/contract/schemas';

/** What the profile header passes to the island: whose profile, and what it says now. */
export interface ProfileEditProps {
  readonly address: string;
  readonly apiBase: string;
  readonly current: Pick<User, 'username' | 'bio' | 'twitter' | 'instagram' | 'facebook' | 'link' | 'logoNft'>;
}
