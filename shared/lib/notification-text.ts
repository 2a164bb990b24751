// What the bell and the browser notifications (functions/push) say for each notification kind, and where they link.
import { formatUnits } from '@shared/lib/amounts';
import { shortenAddress } from '@shared/lib/address';
import { findToken, type Token } from '@shared/lib/tokens';

/**
 * What a notification says, as plain values (the contract's AppNotification fits it; a kind added there
 * fails the type check here until it has its text).
 */
export interface NotificationFacts {
  readonly kind:
    'outbid' | 'sold' | 'offer_received' | 'offer_accepted' | 'watched_listed' | 'floor_below' | 'auction_won' | 'auction_ended';
  readonly nft: string | null;
  readonly nftName: string | null;
  readonly collection: string | null;
  readonly collectionName: string | null;
  readonly token: string | null;
  readonly amount: string | null;
  readonly counterparty: string | null;
}

function price(n: NotificationFacts, tokens: readonly Token[]): string {
  if (n.amount === null || n.token === null) return '';
  const token = findToken(n.token, tokens);
  return token ? `${formatUnits(n.amount, token.decimals)} ${token.symbol}` : '';
}

export function notificationText(n: NotificationFacts, tokens: readonly Token[]): string {
  const nft = n.nftName ?? (n.nft ? shortenAddress(n.nft) : 'an NFT');
  const amount = price(n, tokens);
  const by = n.counterparty ? shortenAddress(n.counterparty) : 'someone';
  switch (n.kind) {
    case 'outbid':
      return `You were outbid on ${nft}${amount ? `: ${by} bid ${amount}` : ''}`;
    case 'sold':
      return `${nft} sold${amount ? ` for ${amount}` : ''}`;
    case 'offer_received':
      return `New offer on ${nft}${amount ? `: ${amount} from ${by}` : ''}`;
    case 'auction_won':
      return `You won the auction for ${nft}${amount ? ` with ${amount}` : ''}`;
    case 'auction_ended':
      return `Your auction for ${nft} ended without a sale${amount ? ` (no bid reached ${amount})` : ''}`;
    case 'offer_accepted':
      return `Your offer on ${nft} was accepted`;
    case 'watched_listed':
      return `${nft} is listed${amount ? ` for ${amount}` : ''}`;
    case 'floor_below':
      return `${n.collectionName ?? 'A watched collection'}: floor fell to $${n.amount ?? ''}`;
  }
}

export function notificationHref(n: NotificationFacts): string {
  if (n.nft) return `/nft/${n.nft}`;
  return n.collection ? `/collection/${n.collection}` : '#';
}

/** "2026-11-24 04:05 UTC", like the pages' dates. */
export function notificationDate(seconds: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
