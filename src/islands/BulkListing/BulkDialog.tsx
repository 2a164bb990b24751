// The bulk dialog (loaded on first use): list the selected NFTs at one price, a price each or their
// collection's floor + x%, for one duration; or cancel their listings. One NFT after another, one
// wallet confirmation each, through the NFT page's own actions (src/market/actions); each NFT is read
// again just before its turn and skipped with its reason when it can no longer go ahead.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createMarketplaceApi } from '../../api/client';
import { closeSell, MarketActionError, startSell, type ActionContext, type ActionResult, type ActionStage } from '../../market/actions';
import type { PortfolioCollection } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { formatUnits, fromUnits, toUnitsBigInt } from '@shared/lib/amounts';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { fractionToPercent } from '@shared/lib/fees';
import {
  BULK_SKIP_REASONS,
  PRICING_MODES,
  PRICING_MODE_LABELS,
  bulkDialogTitle,
  bulkSkip,
  bulkSummaryText,
  bulkTotals,
  floorPlusPercent,
  type BulkMode,
  type BulkStatus,
  type PricingMode,
} from '@shared/lib/bulk-listing';
import { DURATION_CHOICES, DURATION_LABELS, DURATION_SECONDS, type DurationChoice } from '@shared/lib/durations';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';
import { floorWarning, maxPriceUnits } from '@shared/lib/price-limits';
import { findToken, type Token } from '@shared/lib/tokens';
import { $token } from '../../stores/session';
import { currentConnection, refreshBalance } from '../../stores/wallet';
import { loadQuote, type Quote } from '../../market/chain-info';
import { paymentChoices } from '../../market/payment-choices';
import { ensureReadyToTrade, signedInAddress } from '../../market/session-flow';
import { blocksConfirm, checkPrice, liveError } from '../../market/validation';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../../market/action-shell';

export interface BulkItem {
  readonly nft: string;
  readonly name: string;
  readonly collection: string;
}

export interface BulkDialogProps {
  readonly mode: BulkMode;
  readonly items: readonly BulkItem[];
  /** The profile's address (the signed-in owner's). */
  readonly owner: string;
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  /** `changed`: at least one NFT was listed or cancelled. */
  readonly onClose: (changed: boolean) => void;
}

/** What the run of one NFT shows. */
interface Row {
  readonly status: BulkStatus;
  readonly note: string;
}

const STATUS_TEXT: Readonly<Record<BulkStatus, string>> = {
  waiting: 'Waiting',
  signing: 'Confirm in your wallet',
  confirming: 'Waiting for the blockchain',
  indexing: 'Updating the marketplace',
  done: 'Done',
  skipped: 'Skipped',
  rejected: 'Rejected in the wallet',
  failed: 'Failed',
};

/** Durations for all: the fixed choices (a custom date per bulk run would be one more form). */
const BULK_DURATIONS = DURATION_CHOICES.filter((d): d is Exclude<DurationChoice, 'custom'> => d !== 'custom');

const fieldClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800 aria-[invalid=true]:border-red-600';

/** One NFT's price: the amount in whole tokens and its token, or the reason it has none (`blocks`: a typed price is wrong). */
type Priced = { ok: true; price: string; token: Token } | { ok: false; error: string | undefined; skip?: boolean; blocks?: boolean };

const PERCENT_FORMAT = `${VALIDATION_MESSAGES.incorrectFormat}: a percentage above -100 and at most 10 000, like 10 or -5.5`;

export default function BulkDialog({ mode, items, owner, apiBase, tokens, onClose }: BulkDialogProps) {
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const [pricing, setPricing] = useState<PricingMode>('same');
  const [tokenSymbol, setTokenSymbol] = useState(choices[0]?.symbol ?? '');
  const [price, setPrice] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState('0');
  const [duration, setDuration] = useState<Exclude<DurationChoice, 'custom'>>('none');
  const [floors, setFloors] = useState<ReadonlyMap<string, PortfolioCollection> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  /** The percentage the person was asked about, when it lists far under the floors. */
  const [askedPercent, setAskedPercent] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [finished, setFinished] = useState(false);

  const token = choices.find((t) => t.symbol === tokenSymbol) ?? choices[0]!;
  const now = Math.floor(Date.now() / 1000);
  const quotes = useListingQuotes(mode, items, api, choices, token);

  // The floors come from the owner's portfolio (the same figures the Collected tab shows).
  useEffect(() => {
    if (mode !== 'list' || pricing !== 'floor' || floors) return;
    void api.portfolio(owner).then(
      (p) => setFloors(new Map(p.collections.map((c) => [c.collection, c]))),
      () => setFloors(new Map()),
    );
  }, [api, mode, pricing, floors, owner]);

  const priceOf = (item: BulkItem): Priced => {
    const rules = { minUnits: null, paying: false, balance: null, withDuration: false, now } as const;
    if (pricing === 'floor') {
      const floor = floors?.get(item.collection)?.floor ?? null;
      const floorToken = floor ? findToken(floor.token, choices) : undefined;
      if (!floor || !floorToken) return { ok: false, error: BULK_SKIP_REASONS.noFloor, skip: true };
      const units = floorPlusPercent(BigInt(floor.amount), percent);
      if (units === null) return { ok: false, error: PERCENT_FORMAT, blocks: true };
      const max = maxPriceUnits(floorToken.decimals);
      if (units > max)
        return {
          ok: false,
          error: `${VALIDATION_MESSAGES.tooHigh}: at most ${fromUnits(max, floorToken.decimals)} ${floorToken.symbol}`,
          blocks: true,
        };
      return { ok: true, price: fromUnits(units.toString(), floorToken.decimals), token: floorToken };
    }
    const text = pricing === 'same' ? price : (prices[item.nft] ?? '');
    const checked = checkPrice(text, { ...rules, token });
    return checked.ok
      ? { ok: true, price: text.trim(), token }
      : { ok: false, error: liveError(checked, submitted), blocks: blocksConfirm(checked) };
  };

  const percentError = pricing === 'floor' && floorPlusPercent(1_000_000n, percent) === null ? PERCENT_FORMAT : null;
  // Floor + x% with x under -50: every NFT far under its floor, asked a second time.
  const percentNumber = Number(percent.trim());
  const farBelow =
    pricing === 'floor' && percentError === null
      ? floorWarning('sell', Number.isFinite(percentNumber) ? 1 + percentNumber / 100 : null, 1)
      : null;
  const askingFloor = farBelow !== null && askedPercent === percent.trim();
  const itemErrors = mode === 'list' && pricing === 'each' ? items.map((item) => priceOf(item)) : [];
  const sameError = mode === 'list' && pricing === 'same' ? priceOf(items[0]!) : null;
  const typedWrong =
    mode === 'list' &&
    ((pricing === 'same' && sameError !== null && !sameError.ok && sameError.blocks === true) ||
      (pricing === 'each' && itemErrors.some((p) => !p.ok && p.blocks === true)) ||
      (pricing === 'floor' && percentError !== null));
  const formValid =
    mode === 'cancel' ||
    (pricing === 'same' && sameError?.ok === true) ||
    (pricing === 'each' && itemErrors.every((p) => p.ok)) ||
    (pricing === 'floor' && percentError === null && floors !== null);

  const setRow = (index: number, row: Row) => setRows((current) => current && current.map((r, i) => (i === index ? row : r)));

  const runOne = async (ctx: ActionContext, me: string, item: BulkItem, index: number): Promise<void> => {
    const details = await api.nftDetails(item.nft).catch(() => null);
    if (!details) return setRow(index, { status: 'failed', note: 'The marketplace could not be read' });
    const nft = details.nft;
    const skip = bulkSkip(
      mode,
      { owner: normalizeAddress(nft.owner ?? ''), forsale: nft.forsale, auction: nft.auction ?? nft.endedAuction ?? null },
      me,
    );
    if (skip) return setRow(index, { status: 'skipped', note: BULK_SKIP_REASONS[skip] });
    const onProgress = (stage: ActionStage) => setRow(index, { status: stage, note: '' });
    let result: ActionResult;
    try {
      if (mode === 'cancel') result = await closeSell(ctx, { nft: item.nft, onProgress });
      else {
        const priced = priceOf(item);
        if (!priced.ok) return setRow(index, { status: priced.skip ? 'skipped' : 'failed', note: priced.error ?? '' });
        result = await startSell(ctx, {
          nft: item.nft,
          price: priced.price,
          token: priced.token,
          durationSeconds: DURATION_SECONDS[duration],
          onProgress,
        });
        if (result.ok) return setRow(index, { status: 'done', note: `${priced.price} ${priced.token.symbol}` });
      }
    } catch (error) {
      return setRow(index, { status: 'failed', note: error instanceof MarketActionError ? error.message : 'Something went wrong' });
    }
    if (result.ok) return setRow(index, { status: 'done', note: '' });
    setRow(index, {
      status: result.reason === 'rejected' ? 'rejected' : 'failed',
      note: result.reason === 'rejected' ? '' : result.description,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!formValid || rows) return;
    if (farBelow && !askingFloor) return setAskedPercent(percent.trim());
    if (!(await ensureReadyToTrade())) return;
    const me = signedInAddress();
    if (!me) return;
    const ctx: ActionContext = { connection: currentConnection(), api, tokens: choices };
    setRows(items.map(() => ({ status: 'waiting', note: '' })));
    // One after another: each is its own wallet confirmation, and a rejected one does not stop the rest.
    for (const [index, item] of items.entries()) await runOne(ctx, me, item, index);
    setFinished(true);
    void refreshBalance();
  };

  const title = bulkDialogTitle(mode, items.length);
  const changed = rows?.some((r) => r.status === 'done') ?? false;
  const running = rows !== null && !finished;
  // Wrong prices show as they are typed; an empty one says it is required once Confirm was pressed.
  const error = (message: string | null | undefined) => message ?? undefined;

  return (
    <Modal open title={title} onClose={running ? undefined : () => onClose(changed)} replaces={ACTION_SHELL_ID}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="bulk-dialog">
        {rows === null && mode === 'list' && (
          <>
            <fieldset className="mb-4">
              <legend className="mb-1 text-sm font-600">Price</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {PRICING_MODES.map((m) => (
                  <label key={m} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="pricing"
                      value={m}
                      checked={pricing === m}
                      onChange={() => setPricing(m)}
                      className="h-4 w-4 accent-[#0b7d5c]"
                    />
                    {PRICING_MODE_LABELS[m]}
                  </label>
                ))}
              </div>
            </fieldset>
            {pricing !== 'floor' && (
              <div className="mb-4">
                <label htmlFor="bulk-token" className="mb-1 block text-sm font-600">
                  Currency
                </label>
                <select id="bulk-token" className={fieldClass} value={token.symbol} onChange={(e) => setTokenSymbol(e.target.value)}>
                  {choices.map((t) => (
                    <option key={t.symbol} value={t.symbol}>
                      {t.symbol}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {pricing === 'same' && (
              <PriceField
                id="bulk-price"
                label={`Price for each (${token.symbol})`}
                value={price}
                onChange={setPrice}
                error={error(sameError && !sameError.ok ? sameError.error : null)}
              />
            )}
            {pricing === 'floor' && (
              <div className="mb-4">
                <PriceField id="bulk-percent" label="Floor + %" value={percent} onChange={setPercent} error={error(percentError)} />
                <p className="-mt-3 text-xs text-gray-600 dark:text-gray-300">
                  Each NFT at its collection's floor (in the floor's currency), raised by this percentage.
                </p>
                {farBelow && !askingFloor && (
                  <p className="mt-1 text-xs font-600 text-amber-800 dark:text-amber-300" data-testid="floor-warning">
                    {farBelow.percent}% below each collection floor
                  </p>
                )}
              </div>
            )}
            <div className="mb-4">
              <label htmlFor="bulk-duration" className="mb-1 block text-sm font-600">
                Duration
              </label>
              <select
                id="bulk-duration"
                className={fieldClass}
                value={duration}
                onChange={(e) => setDuration(e.target.value as typeof duration)}
              >
                {BULK_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {DURATION_LABELS[d]}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        <ol className="mb-2 max-h-72 space-y-2 overflow-y-auto" data-testid="bulk-items">
          {items.map((item, index) => {
            const row = rows?.[index];
            const floor = pricing === 'floor' && rows === null ? priceOf(item) : null;
            return (
              <li
                key={item.nft}
                className="rounded-lg border border-gray-200 p-2 text-sm dark:border-gray-700"
                data-nft={item.nft}
                data-status={row?.status ?? 'ready'}
              >
                <p className="break-words font-600">{item.name}</p>
                {rows === null && mode === 'list' && pricing === 'each' && (
                  <PriceField
                    id={`bulk-price-${index}`}
                    label={`Price of ${item.name} (${token.symbol})`}
                    value={prices[item.nft] ?? ''}
                    onChange={(v) => setPrices((p) => ({ ...p, [item.nft]: v }))}
                    error={error(itemErrors[index] && !itemErrors[index].ok ? itemErrors[index].error : null)}
                    compact
                  />
                )}
                {floor && (
                  <p className="text-xs text-gray-600 dark:text-gray-300">
                    {floor.ok ? `${floor.price} ${floor.token.symbol}` : floors ? floor.error : 'Reading the floor…'}
                  </p>
                )}
                {row && (
                  <p className="text-xs" data-testid="bulk-item-status">
                    <span className="font-700">{STATUS_TEXT[row.status]}</span>
                    {row.note && <span>: {row.note}</span>}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        {rows === null && mode === 'list' && <BulkTotals items={items} priceOf={priceOf} quotes={quotes} />}
        {finished && rows && (
          <p className="mb-2 font-700" role="status" data-testid="bulk-summary">
            {bulkSummaryText(
              mode,
              rows.map((r) => r.status),
            )}
          </p>
        )}
        {askingFloor && farBelow && rows === null && (
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            role="alert"
            data-testid="floor-confirm"
          >
            <p className="font-700">These prices are {farBelow.percent}% below each collection floor.</p>
            <p className="mt-1">Check them, then press “List {items.length} anyway” to go ahead.</p>
          </div>
        )}
        <div className="mt-4 flex justify-end gap-2">
          {finished ? (
            <button type="button" className="btn-primary" onClick={() => onClose(changed)}>
              Done
            </button>
          ) : (
            <>
              <button type="button" className="btn-ghost" disabled={running} onClick={() => onClose(false)}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={running || typedWrong} data-testid="bulk-confirm">
                {mode === 'list' ? `List ${items.length}${askingFloor ? ' anyway' : ''}` : `Cancel ${items.length} listings`}
              </button>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}

/**
 * Each NFT's listing quote (the market fee, its royalty, the gas a listing attaches), as the single
 * Put on sale dialog loads it; null for an NFT whose quote could not be read. Read again when the
 * currency switches between the native coin and a token (the gas differs).
 */
function useListingQuotes(
  mode: BulkMode,
  items: readonly BulkItem[],
  api: ActionContext['api'],
  tokens: readonly Token[],
  token: Token,
): ReadonlyMap<string, Quote | null> | null {
  const [quotes, setQuotes] = useState<ReadonlyMap<string, Quote | null> | null>(null);
  const native = token.isNative === true;
  useEffect(() => {
    if (mode !== 'list') return;
    const connection = currentConnection();
    let live = true;
    setQuotes(null);
    const ctx: ActionContext = { connection, api, tokens };
    void Promise.all(
      items.map((item) =>
        loadQuote(ctx, { kind: 'startSell', nft: item.nft, collection: item.collection, token }).then(
          (quote): [string, Quote | null] => [item.nft, quote],
          (): [string, Quote | null] => [item.nft, null],
        ),
      ),
    ).then((entries) => live && setQuotes(new Map(entries)));
    return () => {
      live = false;
    };
    // The quotes depend on the selection and on paying natively or not, not on the typed price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, items, api, native]);
  return quotes;
}

const amount = (units: bigint, token: Token) => `${formatUnits(units, token.decimals)} ${token.symbol}`;
const coins = (units: bigint) => `${formatUnits(units, NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`;

/** The selection's fee, royalty and "You receive" per token, and the gas the listings attach, as the single dialog's summary. */
function BulkTotals({
  items,
  priceOf,
  quotes,
}: {
  items: readonly BulkItem[];
  priceOf: (item: BulkItem) => Priced;
  quotes: ReadonlyMap<string, Quote | null> | null;
}) {
  if (quotes === null)
    return (
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-300" role="status">
        Loading fees…
      </p>
    );
  const priced = items.flatMap((item) => {
    const p = priceOf(item);
    if (!p.ok) return [];
    let units: bigint;
    try {
      units = toUnitsBigInt(p.price, p.token.decimals);
    } catch {
      return [];
    }
    return [{ item, token: p.token, units, quote: quotes.get(item.nft) ?? null }];
  });
  const symbols = new Map(priced.map((p) => [p.token.symbol, p.token]));
  const totals = bulkTotals(
    priced.map((p) => ({
      token: p.token.symbol,
      price: p.units,
      fee: p.quote?.fee ?? null,
      royaltyPerCoin: p.quote?.royaltyPerCoin ?? null,
    })),
  );
  const unknown = priced.some((p) => p.quote === null);
  const fees = new Set(priced.flatMap((p) => (p.quote?.fee ? [fractionToPercent(p.quote.fee)] : [])));
  const gas = priced.reduce((sum, p) => sum + (p.quote?.gas.total ?? 0n), 0n);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-1 font-700 dark:border-gray-700' : ''}`}>
      <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="mb-2 rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-800/60" data-testid="bulk-totals">
      <p className="mb-1 font-600">{priced.length === 0 ? 'Enter a price to see the totals.' : `If all ${priced.length} sell`}</p>
      {totals.map((t) => {
        const tk = symbols.get(t.token)!;
        return (
          <dl key={t.token} className="space-y-1">
            {row(`Price (${t.count} NFTs)`, amount(t.price, tk), 'bulk-total-price')}
            {row(
              fees.size === 1 ? `Market fee (${[...fees][0]}%)` : 'Market fee',
              t.fee === null ? '—' : amount(t.fee, tk),
              'bulk-total-fee',
            )}
            {row('Royalty', unknown ? '—' : amount(t.royalty, tk), 'bulk-total-royalty')}
            {row('You receive', t.receive === null ? '—' : amount(t.receive, tk), 'bulk-total-receive', true)}
          </dl>
        );
      })}
      {priced.length > 0 && (
        <dl className="mt-1">{row(`Gas, at most (${priced.length} listings)`, unknown ? '—' : coins(gas), 'bulk-total-gas')}</dl>
      )}
      {unknown && <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">The fees of some NFTs could not be loaded.</p>}
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">
        Each listing is its own wallet confirmation; the gas it does not use comes back to your {NATIVE_COIN_NAME} balance.
      </p>
    </div>
  );
}

function PriceField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  compact?: boolean;
}) {
  return (
    <div className={props.compact ? 'mt-1' : 'mb-4'}>
      <label htmlFor={props.id} className={props.compact ? 'sr-only' : 'mb-1 block text-sm font-600'}>
        {props.label}
      </label>
      <input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        className={fieldClass}
        placeholder={props.compact ? 'Price' : undefined}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
          {props.error}
        </p>
      )}
    </div>
  );
}
