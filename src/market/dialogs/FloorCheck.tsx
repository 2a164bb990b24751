// A price far from the collection's floor (shared/lib/price-limits.ts): said under the field as it is
// typed, and Confirm then asks a second time, naming the distance, before anything goes to the wallet.
import { useState } from 'react';
import { formatUsd } from '@shared/lib/amounts';
import { floorWarning, floorWarningText, type FloorSide, type FloorWarning } from '@shared/lib/price-limits';

export interface FloorCheck {
  readonly warning: FloorWarning | null;
  /** "73% below the collection floor ($1.48)", or null. */
  readonly text: string | null;
  /** The person was asked about this very price and may now go ahead. */
  readonly asking: boolean;
  /** Call on Confirm: true when the action may go ahead; false when it asked first. */
  readonly confirm: () => boolean;
}

/**
 * `priceKey` names the price asked about (the typed text and its token): a changed price is asked about
 * again. `priceUsd` and `floorUsd` are null when unknown (then there is nothing to warn about).
 */
export function useFloorCheck(side: FloorSide, priceUsd: string | null, floorUsd: string | null, priceKey: string): FloorCheck {
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const floor = floorUsd === null ? null : Number(floorUsd);
  const warning = floorWarning(side, priceUsd === null ? null : Number(priceUsd), floor);
  const text = warning && floorUsd !== null ? floorWarningText(warning, formatUsd(floorUsd)) : null;
  const asking = warning !== null && askedFor === priceKey;
  const confirm = () => {
    if (!warning || asking) return true;
    setAskedFor(priceKey);
    return false;
  };
  return { warning, text, asking, confirm };
}

/** Under the price field: the distance, while the price is far. */
export function FloorNote({ check }: { check: FloorCheck }) {
  if (!check.text || check.asking) return null;
  return (
    <p className="mt-1 text-xs font-600 text-amber-800 dark:text-amber-300" data-testid="floor-warning">
      {check.text}
    </p>
  );
}

/** After the first Confirm: the question, above the buttons, whose primary one now says "… anyway". */
export function FloorQuestion({ check, action }: { check: FloorCheck; action: string }) {
  if (!check.asking || !check.text) return null;
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      role="alert"
      data-testid="floor-confirm"
    >
      <p className="font-700">This price is {check.text}.</p>
      <p className="mt-1">Check it, then press “{action} anyway” to go ahead.</p>
    </div>
  );
}
