// An amount in its token with its USD value: the one markup of the server pages (PriceTag.astro
// renders it without JS) and of the NFT page's live island.
import { formatUsd, formatUnits } from '@shared/lib/amounts';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';

export interface PriceTagProps {
  /** Amount in the token's smallest units. */
  readonly units: string | null | undefined;
  readonly token: string | null | undefined;
  readonly usd?: string | null | undefined;
  readonly tokens: readonly Token[];
  readonly size?: 'sm' | 'lg' | undefined;
}

export default function PriceTag({ units, token, usd, tokens, size = 'sm' }: PriceTagProps) {
  const info = token ? tokenOrFallback(token, tokens) : null;
  if (!units || !info) return <span className="text-sm text-ink-faint dark:text-gray-400">—</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={`whitespace-nowrap font-700 tabular-nums ${size === 'lg' ? 'text-2xl' : 'text-sm'}`}>
        {`${formatUnits(units, info.decimals)} ${info.symbol}`}
      </span>
      {usd && <span className="text-xs text-ink-faint dark:text-gray-400 tabular-nums">{formatUsd(usd)}</span>}
    </span>
  );
}
