import type { DirectSell } from '@shared/contract/schemas';
import { fractionToPercent } from '@shared/lib/fees';

/** The NFT page's royalty line's " · Market fee N%" of the active listing (the server's and the island's). */
export default function MarketFee({ sale }: { readonly sale: DirectSell | null }) {
  if (!sale) return null;
  return <span className="text-ink-faint">{` · Market fee ${fractionToPercent(sale.fee)}%`}</span>;
}
