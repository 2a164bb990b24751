import type { Social } from '@shared/contract/schemas';

/** What the collection page passes to the island: the collection's current (merged) details. */
export interface CollectionEditProps {
  readonly address: string;
  /** The collection's owner (creator); only they see the form. */
  readonly owner: string;
  readonly apiBase: string;
  readonly current: {
    readonly name: string;
    readonly description: string;
    readonly wallpaper: string | null;
    readonly logo: string | null;
    readonly social: Social | null;
  };
}
