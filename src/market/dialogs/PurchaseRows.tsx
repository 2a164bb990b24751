// The rows of several purchases, one NFT each, with its price and, once buying, its state: the sweep's
// and the cart's lists share them, and the progress list of a run with its dot per item.
import type { ReactNode } from 'react';
import { formatUnits } from '@shared/lib/amounts';
import type { Token } from '@shared/lib/tokens';
import type { ItemState } from '../run-sweep';

export interface PurchaseRowItem {
  readonly nft: string;
  readonly name: string;
  readonly price: bigint;
  readonly token: string;
}

const STATE_TEXT: Record<Exclude<ItemState['kind'], 'skipped' | 'failed'>, string> = {
  waiting: 'Waiting',
  checking: 'Checking it is still listed…',
  signing: 'Confirm in your wallet',
  confirming: 'Waiting for the blockchain…',
  indexing: 'Updating the marketplace…',
  bought: 'Bought',
};

const stateText = (state: ItemState): string =>
  state.kind === 'skipped' || state.kind === 'failed' ? state.reason : STATE_TEXT[state.kind];

interface RowProps {
  readonly item: PurchaseRowItem;
  readonly token: Token;
  /** The line under the name before buying (rank, collection). */
  readonly detail?: string | null | undefined;
  readonly status?: ItemState | undefined;
  /** The rows' test ids: `<prefix>-item`, `<prefix>-item-state`. */
  readonly testIdPrefix: string;
  /** What sits before the name: a checkbox, an image, a state dot. */
  readonly children: ReactNode;
  /** What sits after the price: a Remove button. */
  readonly end?: ReactNode;
}

export function PurchaseRow({ item, token, detail, status, testIdPrefix, children, end }: RowProps) {
  return (
    <li className="flex items-center gap-3 py-2" data-testid={`${testIdPrefix}-item`} data-nft={item.nft} data-state={status?.kind}>
      {children}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-600">{item.name}</span>
        {status ? (
          <span className="block text-xs text-gray-700 dark:text-gray-300" data-testid={`${testIdPrefix}-item-state`}>
            {stateText(status)}
          </span>
        ) : (
          detail && <span className="block truncate text-xs text-ink-soft dark:text-gray-400">{detail}</span>
        )}
      </span>
      <span className="shrink-0 text-sm tabular-nums">
        {formatUnits(item.price, token.decimals)} {token.symbol}
      </span>
      {end}
    </li>
  );
}

interface ProgressProps {
  readonly items: readonly PurchaseRowItem[];
  readonly states: ReadonlyMap<string, ItemState>;
  readonly token: (root: string) => Token;
  readonly testIdPrefix: string;
}

/** A run's items, each with its state and a dot: green bought, amber skipped or failed, grey to come. */
export function PurchaseProgress({ items, states, token, testIdPrefix }: ProgressProps) {
  return (
    <ul className="mt-2 divide-y divide-gray-100 dark:divide-gray-800" aria-live="polite" data-testid={`${testIdPrefix}-progress`}>
      {items.map((item) => {
        const state = states.get(item.nft) ?? { kind: 'waiting' };
        const color =
          state.kind === 'bought'
            ? 'bg-[#0b7d5c]'
            : state.kind === 'skipped' || state.kind === 'failed'
              ? 'bg-amber-500'
              : 'bg-gray-300 dark:bg-gray-600';
        return (
          <PurchaseRow key={item.nft} item={item} token={token(item.token)} status={state} testIdPrefix={testIdPrefix}>
            <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${color}`} />
          </PurchaseRow>
        );
      })}
    </ul>
  );
}
