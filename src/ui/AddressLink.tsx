// A person (or collection, or NFT) by address: their username when known, else the shortened
// address; a dash for none. AddressLink.astro renders it on the server, the NFT page's island live.
import { isZeroAddress, shortenAddress } from '@shared/lib/address';

export interface AddressLinkProps {
  readonly address: string | null | undefined;
  /** Where it links: a profile by default. */
  readonly kind?: 'profile' | 'collection' | 'nft' | undefined;
  /** The person's username, shown instead of the shortened address when known. */
  readonly name?: string | null | undefined;
}

export default function AddressLink({ address, kind = 'profile', name }: AddressLinkProps) {
  if (!address || isZeroAddress(address)) return <span className="text-sm text-ink-faint">—</span>;
  if (name)
    return (
      <a href={`/${kind}/${address}`} className="link inline-block max-w-[8rem] truncate align-bottom text-sm font-600" title={address}>
        {name}
      </a>
    );
  return (
    <a href={`/${kind}/${address}`} className="link font-mono text-sm" title={address}>
      {shortenAddress(address)}
    </a>
  );
}

/** Usernames by address (src/api/load-user-names.ts), as the page loaded them. */
export type UserNames = Readonly<Record<string, string>>;

/** The username of an address, if the page knows one. */
export function nameOf(names: UserNames, address: string | null | undefined): string | undefined {
  return address ? names[address] : undefined;
}
