// The confirmation of each market action (spec §2 "A confirmation for each market action"): a
// native <dialog> with, for priced actions, a react-hook-form + zod form (price, token, duration),
// and a summary of fee, royalty, gas and total.
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DirectBuy } from '@shared/contract/schemas';
import type { ActionContext } from '../actions';
import { formatUnits, formatUsd, fromUnits } from '@shared/lib/amounts';
import { maxSpendable, isBalanceLow } from '@shared/lib/balance';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { DURATION_CHOICES, DURATION_LABELS, type DurationChoice } from '@shared/lib/durations';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';
import { fractionToPercent, marketFee } from '@shared/lib/fees';
import { royaltyForPrice } from '@shared/lib/royalty';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { usdValue } from '@shared/lib/usd-rates';
import { useUsdRate } from '../usd-rate';
import { planNativePayment } from '@shared/lib/wrap';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../action-shell';
import { loadQuote, payingToken, type Quote } from '../chain-info';
import { BUTTON_LABELS, CONFIRM_LABELS, DISMISS_LABELS, type ActionKind, type MarketState } from '~/view-model/market';
import {
  balanceDetail,
  blocksConfirm,
  checkDuration,
  gasDetail,
  checkPrice,
  liveError,
  priceFormSchema,
  type PriceFormValues,
  type PriceRules,
} from '../validation';
import { FloorNote, FloorQuestion, useFloorCheck } from './FloorCheck';
import type { FloorSide } from '@shared/lib/price-limits';

export interface DialogRequest {
  readonly kind: ActionKind;
  /** The offer accepted or cancelled. */
  readonly offer: DirectBuy | null;
}

export interface DialogItem {
  readonly name: string;
  /** The image's URL through the media path, or null. */
  readonly image: string | null;
}

export interface Submission {
  readonly kind: ActionKind;
  readonly offer: DirectBuy | null;
  /** Whole tokens (priced actions). */
  readonly price: string | null;
  readonly token: Token | null;
  readonly durationSeconds: number;
}

export interface ActionDialogProps {
  request: DialogRequest;
  ctx: () => ActionContext;
  state: MarketState;
  nft: string;
  collection: string;
  /** Display tokens (the supported list). */
  tokens: readonly Token[];
  /** Payment choices: the native coin, then the supported tokens. */
  choices: readonly Token[];
  now: () => number;
  /** USD per smallest unit by token root, for previews (the page's own prices). */
  usdRates: Readonly<Record<string, number>>;
  /** The API base, to read a token's price when the page has no rate for it (GET /token/price). */
  apiBase?: string;
  /** What the action is about, when the page around does not show it (a profile row: "Glyph #3 · 0.5 WVENOM"). */
  subject?: string;
  /** The NFT acted on, named with its image at the top of the dialog (the NFT page). */
  item?: DialogItem | undefined;
  /** The dialog's title when it differs from the button's usual label (the highest bidder's Raise bid). */
  title?: string | undefined;
  /** The collection's floor in USD (listing forms). */
  floorUsd: string | null;
  /** The wallet's window is open for this action: the dialog says so instead of its form. */
  waiting: boolean;
  /** The last submission was rejected in the wallet: the dialog says so and offers to try it again. */
  rejected?: Submission | null;
  onClose: () => void;
  onSubmit: (submission: Submission) => void;
}

const PRICED: ReadonlySet<ActionKind> = new Set(['startSell', 'createAuction', 'makeOffer', 'placeBid']);
const PRICE_LABELS: Partial<Record<ActionKind, string>> = {
  startSell: 'Price',
  createAuction: 'Starting price',
  makeOffer: 'Offer price',
  placeBid: 'Bid',
};

/** Amounts as everywhere but the navbar (spec §9): 2 decimals, rounded down. */
const amount = (units: bigint, token: Token) => `${formatUnits(units, token.decimals)} ${token.symbol}`;
const coins = (units: bigint) => `${formatUnits(units, NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`;

const SELLER_SIDE: ReadonlySet<ActionKind> = new Set(['startSell', 'createAuction', 'acceptOffer']);

/**
 * What leaves which balance when paying `price` of `token`: the native coin spends the wrapped
 * balance first and the rest in coins (spec §7, lib/wrap.ts); gas always leaves the coin balance.
 */
export function paymentSplit(price: bigint, token: Token, wrappedBalance: bigint | null): { fromToken: bigint; fromCoin: bigint } {
  if (!token.isNative) return { fromToken: price, fromCoin: 0n };
  const plan = planNativePayment(price, wrappedBalance);
  const fromWrapped = plan.method === 'transfer' ? price - plan.shortfall : 0n;
  return { fromToken: fromWrapped, fromCoin: price - fromWrapped };
}

export function useQuote(
  ctx: () => ActionContext,
  kind: ActionKind,
  nft: string,
  collection: string,
  token: Token | null,
  offer: DirectBuy | null,
) {
  const [quote, setQuote] = useState<{ value: Quote | null; failed: boolean; loading: boolean }>({
    value: null,
    failed: false,
    loading: true,
  });
  const key = token?.symbol ?? '';
  useEffect(() => {
    let live = true;
    setQuote({ value: null, failed: false, loading: true });
    loadQuote(ctx(), { kind, nft, collection, token, offerFee: offer?.fee ?? null }).then(
      (value) => live && setQuote({ value, failed: false, loading: false }),
      () => live && setQuote({ value: null, failed: true, loading: false }),
    );
    return () => {
      live = false;
    };
    // The quote depends on the action and the token only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key, nft, collection, offer?.address]);
  return quote;
}

function Row({ label, value, testId, strong = false }: { label: string; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-2 font-700 dark:border-gray-700' : ''}`}>
      <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

interface SummaryProps {
  kind: ActionKind;
  quote: { value: Quote | null; failed: boolean; loading: boolean };
  /** Units of `token`, when known. */
  price: bigint | null;
  token: Token | null;
  /** Display tokens, for the wrapped coin's symbol. */
  tokens: readonly Token[];
}

/** Fee, royalty, gas and the total: for a payer, what leaves which balance. */
export function Summary({ kind, quote, price, token, tokens }: SummaryProps) {
  if (quote.loading && !quote.value)
    return (
      <p className="text-sm text-gray-600 dark:text-gray-300" role="status">
        Loading fees…
      </p>
    );
  if (!quote.value) return <p className="text-sm text-amber-800 dark:text-amber-300">The fees could not be loaded.</p>;
  const q = quote.value;
  const gas = q.gas.total;
  const sellerSide = SELLER_SIDE.has(kind);
  const rows: ReactNode[] = [];
  const gasRow = (
    <Fragment key="gas">
      <Row label="Gas, at most" value={coins(gas)} testId="summary-gas" />
      {q.networkFee !== null && <Row label="Network fee, about" value={coins(q.networkFee)} testId="summary-network-fee" />}
    </Fragment>
  );
  // A price in the token the market records it in ("203.35 WVENOM"); paying natively is shown by the rows below.
  const listed = token?.isNative && !sellerSide ? tokenOrFallback(token.address, tokens) : token;
  if (price !== null && listed)
    rows.push(<Row key="price" label={kind === 'placeBid' ? 'Bid' : 'Price'} value={amount(price, listed)} testId="summary-price" />);
  if (sellerSide && token) {
    const fee = q.fee && price !== null ? marketFee(price, q.fee) : null;
    const royalty = q.royaltyPerCoin !== null && price !== null ? royaltyForPrice(price, q.royaltyPerCoin) : 0n;
    rows.push(
      <Row
        key="fee"
        label={q.fee ? `Market fee (${fractionToPercent(q.fee)}%)` : 'Market fee'}
        value={fee === null ? '—' : amount(fee, token)}
        testId="summary-fee"
      />,
      <Row key="royalty" label="Royalty" value={price === null ? '—' : amount(royalty, token)} testId="summary-royalty" />,
      gasRow,
    );
    const receive = price !== null && fee !== null ? price - fee - royalty : null;
    rows.push(
      <Row
        key="total"
        label="You receive"
        value={receive === null ? '—' : amount(receive > 0n ? receive : 0n, token)}
        testId="summary-total"
        strong
      />,
    );
  } else if (price === null || !token) {
    rows.push(gasRow, <Row key="total" label="Total, at most" value={coins(gas)} testId="summary-total" strong />);
  } else {
    const split = paymentSplit(price, token, q.wrappedBalance);
    // The wrapped coin (when paying natively) or the payment token.
    const spent = listed ?? token;
    if (split.fromToken > 0n)
      rows.push(<Row key="from-token" label={`From your ${spent.symbol}`} value={amount(split.fromToken, spent)} testId="pay-token" />);
    if (split.fromCoin > 0n)
      rows.push(<Row key="from-coin" label={`From your ${NATIVE_COIN_NAME}`} value={coins(split.fromCoin)} testId="pay-coin" />);
    rows.push(gasRow);
    const total = split.fromToken > 0n ? `${amount(split.fromToken, spent)} + ${coins(split.fromCoin + gas)}` : coins(split.fromCoin + gas);
    rows.push(<Row key="total" label="Total, at most" value={total} testId="summary-total" strong />);
  }
  return (
    <div>
      <dl className="space-y-1 text-sm">{rows}</dl>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-300" data-testid="gas-note">
        {q.networkFee !== null
          ? `Gas is the most this transaction attaches. The network fee is about ${coins(q.networkFee)} (the median of recent ones on the chain); the rest comes back to your ${NATIVE_COIN_NAME} balance.`
          : `Gas is the most this transaction attaches; what it does not use comes back to your ${NATIVE_COIN_NAME} balance.`}
      </p>
    </div>
  );
}

/** Why a native-coin price shows as the wrapped coin: what the buyer (or the seller) will see. */
function wrapNote(kind: ActionKind, price: bigint | null, token: Token, tokens: readonly Token[]): string {
  const wrapped = tokenOrFallback(token.address, tokens);
  const shown = price !== null ? amount(price, wrapped) : `the same amount of ${wrapped.symbol}`;
  if (SELLER_SIDE.has(kind))
    return `${token.symbol} prices are kept as ${wrapped.name} (${wrapped.symbol}), worth 1 ${token.symbol} each: buyers will see ${shown}.`;
  return `Paid as ${wrapped.name} (${wrapped.symbol}), 1:1 with ${token.symbol}: your ${wrapped.symbol} is used first, then ${token.symbol}. The seller sees ${shown}.`;
}

/** How a listing in the wrapped coin is paid: the buyer's wrapped coin first, then the native coin. */
function buyNote(token: Token, tokens: readonly Token[]): string {
  const wrapped = tokenOrFallback(token.address, tokens);
  return `Listed in ${wrapped.symbol} (${wrapped.name}, 1:1 with ${token.symbol}): your ${wrapped.symbol} is used first, the rest is paid in ${token.symbol}.`;
}

export const fieldClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800 aria-[invalid=true]:border-red-600';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
      {message}
    </p>
  );
}

function Actions({
  kind,
  onClose,
  disabled,
  anyway = false,
}: {
  kind: ActionKind;
  onClose: () => void;
  disabled: boolean;
  anyway?: boolean;
}) {
  return (
    <div className="mt-5 flex justify-end gap-2">
      <button type="button" className="btn-ghost" onClick={onClose}>
        {DISMISS_LABELS[kind] ?? 'Cancel'}
      </button>
      <button type="submit" className="btn-primary" disabled={disabled} data-testid="confirm-action">
        {anyway ? `${CONFIRM_LABELS[kind]} anyway` : CONFIRM_LABELS[kind]}
      </button>
    </div>
  );
}

/** Which prices are slips far from the floor: a seller's far under it, a buyer's far over it. */
const FLOOR_SIDES: Partial<Record<ActionKind, FloorSide>> = {
  startSell: 'sell',
  createAuction: 'sell',
  acceptOffer: 'sell',
  placeBid: 'buy',
  makeOffer: 'buy',
};

/** After a rejection in the wallet: nothing was sent, and the same request can go to the wallet again. */
function RejectedRetry({ kind, onClose, onRetry }: { kind: ActionKind; onClose: () => void; onRetry: () => void }) {
  return (
    <div data-testid="action-rejected">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="status">
        You rejected the request in your wallet. Nothing was sent.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {DISMISS_LABELS[kind] ?? 'Cancel'}
        </button>
        <button type="button" className="btn-primary" onClick={onRetry} data-testid="retry-action">
          Try again
        </button>
      </div>
    </div>
  );
}

/** While the wallet's own window asks for approval. */
export function WalletWait() {
  return (
    <div className="py-6 text-center" role="status" data-testid="wallet-wait">
      <span
        className="mx-auto mb-3 block h-8 w-8 animate-spin rounded-full border-4 border-gray-200 border-t-[#0b7a5a]"
        aria-hidden="true"
      />
      <p className="font-700">Confirm in your wallet</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">Your wallet has opened a window to approve this transaction.</p>
    </div>
  );
}

const DURATION_NONE_NOTES: Partial<Record<ActionKind, string>> = {
  startSell: 'None: the listing stays until it sells or you cancel it.',
  makeOffer: 'None: the offer stays until it is accepted or you cancel it.',
};

/**
 * The duration picker (spec §5: None, 1 day, 3 days, 7 days, 1 month, custom date), with the end date
 * when the choice is a custom date: the market forms' and Edit price's one control. `select` and `date`
 * bind it to the form around (react-hook-form's register, or a value and its change handler).
 */
export function DurationField({
  idPrefix,
  kind,
  choices,
  value,
  select,
  date,
  dateError,
}: {
  idPrefix: string;
  /** The action the duration is for (the None choice's note). */
  kind: ActionKind;
  choices: readonly DurationChoice[];
  value: DurationChoice;
  select: ComponentPropsWithRef<'select'>;
  date: ComponentPropsWithRef<'input'>;
  dateError: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={`${idPrefix}-duration`} className="mb-1 block text-sm font-600">
        Duration
      </label>
      <select id={`${idPrefix}-duration`} className={fieldClass} {...select}>
        {choices.map((d) => (
          <option key={d} value={d}>
            {DURATION_LABELS[d]}
          </option>
        ))}
      </select>
      {value === 'none' && DURATION_NONE_NOTES[kind] && (
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-300" data-testid="duration-note">
          {DURATION_NONE_NOTES[kind]}
        </p>
      )}
      {value === 'custom' && (
        <div className="mt-2">
          <label htmlFor={`${idPrefix}-date`} className="mb-1 block text-sm font-600">
            End date
          </label>
          <input
            id={`${idPrefix}-date`}
            type="datetime-local"
            className={fieldClass}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${idPrefix}-date-error` : undefined}
            {...date}
          />
          <FieldError id={`${idPrefix}-date-error`} message={dateError} />
        </div>
      )}
    </div>
  );
}

/** Put on sale, Start auction, Make offer, Place bid. */
function PriceForm(props: ActionDialogProps) {
  const { request, state, choices } = props;
  const kind = request.kind;
  const fixedToken: Token | null = kind === 'placeBid' && state.auction ? payingToken(props.ctx(), state.auction.bidToken).token : null;
  const withDuration = kind !== 'placeBid';
  const durations = kind === 'createAuction' ? DURATION_CHOICES.filter((d) => d !== 'none') : DURATION_CHOICES;
  const paying = kind === 'makeOffer' || kind === 'placeBid';

  const rulesRef = useRef<PriceRules | null>(null);
  const resolver = useMemo(() => {
    const schema = priceFormSchema(() => rulesRef.current!);
    return zodResolver(schema);
  }, []);
  const form = useForm<PriceFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      price: '',
      token: fixedToken?.symbol ?? choices[0]?.symbol ?? '',
      duration: kind === 'createAuction' ? '1d' : 'none',
      customDate: '',
    },
  });
  const values = form.watch();
  const token = fixedToken ?? choices.find((t) => t.symbol === values.token) ?? choices[0] ?? null;
  const quote = useQuote(props.ctx, kind, props.nft, props.collection, token, null);
  const minUnits = kind === 'placeBid' && state.auction?.minBid ? BigInt(state.auction.minBid) : null;

  rulesRef.current = token
    ? {
        token,
        minUnits,
        paying,
        balance: quote.value
          ? { requiredGas: quote.value.gas.total, coinBalance: quote.value.coinBalance, tokenBalance: quote.value.tokenBalance }
          : null,
        withDuration,
        now: props.now(),
      }
    : null;

  // The preview shows the typed price even above the balance; the field's check includes the balance.
  const checked = token && rulesRef.current ? checkPrice(values.price, { ...rulesRef.current, paying: false }) : null;
  const priceUnits = checked?.ok ? checked.units : null;
  const check = rulesRef.current ? checkPrice(values.price, rulesRef.current) : null;
  const errors = form.formState.errors;
  const priceError = check ? liveError(check, form.formState.submitCount > 0) : undefined;

  const fillMax = () => {
    if (!token || !quote.value) return;
    const max = maxSpendable({
      isNative: token.isNative,
      requiredGas: quote.value.gas.total,
      coinBalance: quote.value.coinBalance,
      tokenBalance: quote.value.tokenBalance,
    });
    form.setValue('price', fromUnits(max, token.decimals), { shouldValidate: true });
  };

  const submit = form.handleSubmit((data) => {
    const t = token;
    if (!t) return;
    const duration = withDuration ? checkDuration(data.duration, data.customDate, props.now()) : { ok: true as const, seconds: 0 };
    if (!duration.ok) return;
    if (!floor.confirm()) return;
    props.onSubmit({ kind, offer: null, price: data.price.trim(), token: t, durationSeconds: duration.seconds });
  });

  const priceLabel = PRICE_LABELS[kind] ?? 'Price';
  const usd = useUsdRate(token?.address ?? null, props.usdRates, props.apiBase);
  const usdPreview = priceUnits !== null && token ? usdValue(priceUnits, token.address, usd.rates) : null;
  const floor = useFloorCheck(FLOOR_SIDES[kind] ?? 'sell', usdPreview, props.floorUsd, `${values.price.trim()} ${token?.symbol ?? ''}`);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {kind === 'placeBid' && state.auction?.minBid && token && (
        <p className="text-sm">
          Minimal bid <span className="font-700 tabular-nums">{amount(BigInt(state.auction.minBid), token)}</span>
        </p>
      )}
      <div>
        <label htmlFor="market-price" className="mb-1 block text-sm font-600">
          {priceLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="market-price"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            className={fieldClass}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? 'market-price-error' : undefined}
            {...form.register('price')}
          />
          {paying && (
            <button type="button" className="btn-ghost" onClick={fillMax} disabled={!quote.value}>
              Max
            </button>
          )}
        </div>
        <FieldError id="market-price-error" message={priceError} />
        <FloorNote check={floor} />
        {usdPreview !== null && (
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-300" data-testid="price-usd">
            ≈ {formatUsd(usdPreview)}
            {usd.stale && <span data-testid="price-usd-stale"> · the price may be out of date</span>}
          </p>
        )}
        {paying && quote.value && token && (
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-300" data-testid="balance">
            {/* What the payment can use: the native coin spends the wrapped coin first; a token payment needs coins for gas. */}
            Balance {coins(quote.value.coinBalance)}
            {token.isNative &&
              quote.value.wrappedBalance !== null &&
              ` · ${amount(quote.value.wrappedBalance, tokenOrFallback(token.address, props.tokens))}`}
            {!token.isNative && ` · ${amount(quote.value.tokenBalance, token)}`}
          </p>
        )}
        {(kind === 'startSell' || kind === 'createAuction') && (
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-300" data-testid="floor">
            Collection floor {props.floorUsd && Number(props.floorUsd) > 0 ? formatUsd(props.floorUsd) : '—'}
          </p>
        )}
      </div>
      {!fixedToken && (
        <div>
          <label htmlFor="market-token" className="mb-1 block text-sm font-600">
            Token
          </label>
          <select id="market-token" className={fieldClass} {...form.register('token')}>
            {choices.map((t) => (
              <option key={t.symbol} value={t.symbol}>
                {t.symbol === t.name ? t.symbol : `${t.symbol} (${t.name})`}
              </option>
            ))}
          </select>
          {token?.isNative && (
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-300" data-testid="wrap-note">
              {wrapNote(kind, priceUnits, token, props.tokens)}
            </p>
          )}
        </div>
      )}
      {withDuration && (
        <DurationField
          idPrefix="market"
          kind={kind}
          choices={durations}
          value={values.duration}
          select={form.register('duration')}
          date={form.register('customDate')}
          dateError={errors.customDate?.message}
        />
      )}
      <Summary kind={kind} quote={quote} price={priceUnits} token={token} tokens={props.tokens} />
      <FloorQuestion check={floor} action={CONFIRM_LABELS[kind]} />
      <Actions
        kind={kind}
        onClose={props.onClose}
        disabled={form.formState.isSubmitting || (quote.loading && !quote.value) || (check !== null && blocksConfirm(check))}
        anyway={floor.asking}
      />
    </form>
  );
}

/** Buy now, Cancel sale, Finish auction, Accept offer, Cancel my offer. */
function ConfirmForm(props: ActionDialogProps) {
  const { request, state, tokens } = props;
  const kind = request.kind;
  const priced =
    kind === 'buy' && state.sale
      ? { units: BigInt(state.sale.price.price), root: state.sale.price.priceToken }
      : kind === 'acceptOffer' && request.offer
        ? { units: BigInt(request.offer.price.price), root: request.offer.price.priceToken }
        : null;
  // Buying pays in the sale's token (natively for the wrapped coin); accepting is priced in the offer's token.
  const token = priced ? (kind === 'buy' ? payingToken(props.ctx(), priced.root).token : tokenOrFallback(priced.root, tokens)) : null;
  const quote = useQuote(props.ctx, kind, props.nft, props.collection, token, request.offer);
  const low =
    kind === 'buy' && quote.value && priced && token
      ? isBalanceLow({
          isNative: token.isNative,
          amount: priced.units,
          requiredGas: quote.value.gas.total,
          coinBalance: quote.value.coinBalance,
          tokenBalance: quote.value.tokenBalance,
        })
      : quote.value
        ? quote.value.coinBalance < quote.value.gas.total
        : false;
  const usd = useUsdRate(priced?.root ?? null, props.usdRates, props.apiBase);
  const priceUsd = kind === 'acceptOffer' && priced ? usdValue(priced.units, priced.root, usd.rates) : null;
  const floor = useFloorCheck('sell', priceUsd, props.floorUsd, request.offer?.address ?? '');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (low || !floor.confirm()) return;
    props.onSubmit({ kind, offer: request.offer, price: null, token, durationSeconds: 0 });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Summary kind={kind} quote={quote} price={priced?.units ?? null} token={token} tokens={tokens} />
      {kind === 'buy' && token?.isNative && (
        <p className="text-xs text-gray-600 dark:text-gray-300" data-testid="wrap-note">
          {buyNote(token, tokens)}
        </p>
      )}
      {low && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {VALIDATION_MESSAGES.insufficientBalance}
          {quote.value &&
            `: ${
              kind === 'buy' && priced && token
                ? balanceDetail(priced.units, token, { requiredGas: quote.value.gas.total, ...quote.value })
                : gasDetail(quote.value.gas.total, quote.value.coinBalance)
            }`}
        </p>
      )}
      <FloorNote check={floor} />
      <FloorQuestion check={floor} action={CONFIRM_LABELS[kind]} />
      <Actions kind={kind} onClose={props.onClose} disabled={low || (quote.loading && !quote.value)} anyway={floor.asking} />
    </form>
  );
}

/** The NFT the action is about: its image and name. */
export function ItemHeader({ item }: { item: DialogItem }) {
  return (
    <div className="mb-4 flex items-center gap-3" data-testid="action-item">
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
        />
      ) : null}
      <p className="min-w-0 break-words font-700">{item.name}</p>
    </div>
  );
}

/** The dialog's content: the NFT, then the form or the wallet wait. The NFT page's island puts it in its own Modal (opened before this code loads). */
export function ActionDialogBody(props: ActionDialogProps) {
  return (
    <>
      {props.item && <ItemHeader item={props.item} />}
      {props.subject && (
        <p className="mb-4 font-600" data-testid="action-subject">
          {props.subject}
        </p>
      )}
      {props.waiting ? (
        <WalletWait />
      ) : props.rejected ? (
        <RejectedRetry kind={props.request.kind} onClose={props.onClose} onRetry={() => props.onSubmit(props.rejected!)} />
      ) : PRICED.has(props.request.kind) ? (
        <PriceForm {...props} />
      ) : (
        <ConfirmForm {...props} />
      )}
    </>
  );
}

export default function ActionDialog(props: ActionDialogProps) {
  const title = props.title ?? BUTTON_LABELS[props.request.kind];
  return (
    <Modal open title={title} onClose={props.onClose} replaces={ACTION_SHELL_ID}>
      <ActionDialogBody {...props} />
    </Modal>
  );
}
