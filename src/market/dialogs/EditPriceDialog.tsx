// "Edit price" of a listing or of one's own offer: the contracts have no price change, so this one
// dialog cancels it and creates it again at the new price, two wallet confirmations shown as steps
// with their progress (lib/edit-price.ts). The preview for the new price is the listing and offer
// confirmations' own (ActionDialog's Summary). When the cancel went through but the new one was
// rejected or failed, the dialog says that nothing is listed (or offered) now and offers to try again.
import { useId, useState } from 'react';
import type { DirectBuy, DirectSell } from '@shared/contract/schemas';
import {
  cancelOffer,
  closeSell,
  makeOffer,
  MarketActionError,
  startSell,
  type ActionContext,
  type ActionResult,
  type ActionStage,
} from '../actions';
import { formatUnits } from '@shared/lib/amounts';
import { DURATION_CHOICES, type DurationChoice } from '@shared/lib/durations';
import {
  EDIT_PRICE_NOTE,
  EDIT_PRICE_STEPS,
  EDIT_PRICE_TEXT,
  STEP_STATUS_TEXT,
  editOutcome,
  type EditTarget,
  type StepStatus,
} from '@shared/lib/edit-price';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { usdValue, type UsdRates } from '@shared/lib/usd-rates';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../action-shell';
import { DurationField, fieldClass, FieldError, ItemHeader, Summary, useQuote, type DialogItem } from './ActionDialog';
import { payingToken } from '../chain-info';
import { FloorNote, FloorQuestion, useFloorCheck } from './FloorCheck';
import { useUsdRate } from '../usd-rate';
import { blocksConfirm, checkDuration, checkPrice, liveError, type PriceRules } from '../validation';

export interface EditPriceDialogProps {
  readonly ctx: () => ActionContext;
  readonly nft: string;
  readonly collection: string;
  /** What is edited: the listing, or the viewer's own offer. */
  readonly target: { readonly kind: 'listing'; readonly sale: DirectSell } | { readonly kind: 'offer'; readonly offer: DirectBuy };
  /** Display tokens (the supported list). */
  readonly tokens: readonly Token[];
  readonly item?: DialogItem | undefined;
  /** The collection's floor in USD, to warn of a price far from it. */
  readonly floorUsd?: string | null;
  /** USD per smallest unit by token root (the page's), and the API base for a token's price. */
  readonly usdRates?: UsdRates;
  readonly apiBase?: string | undefined;
  readonly onClose: () => void;
  /** A step changed the NFT's market (the page reads it again). */
  readonly onChanged: () => void;
}

type Steps = readonly [StepStatus, StepStatus];

/** The new price as typed (whole tokens) and in units, and the new duration. */
interface Submitted {
  readonly price: string;
  readonly units: bigint;
  readonly seconds: number;
}

const TONES: Readonly<Record<StepStatus, string>> = {
  waiting: 'text-gray-600 dark:text-gray-300',
  signing: 'text-ink',
  confirming: 'text-ink',
  indexing: 'text-ink',
  done: 'text-emerald-800 dark:text-emerald-300',
  rejected: 'text-amber-800 dark:text-amber-300',
  failed: 'text-red-700 dark:text-red-400',
};

const RUNNING: ReadonlySet<StepStatus> = new Set(['signing', 'confirming', 'indexing']);

function stepEnd(result: ActionResult): StepStatus {
  if (result.ok) return 'done';
  return result.reason === 'rejected' ? 'rejected' : 'failed';
}

function StepList({ kind, steps }: { kind: EditTarget; steps: Steps }) {
  return (
    <ol className="space-y-2" aria-label="Steps" data-testid="edit-steps">
      {EDIT_PRICE_STEPS[kind].map((label, index) => {
        const status = steps[index]!;
        return (
          <li key={label} className="flex items-center justify-between gap-3 text-sm" data-testid="edit-step" data-state={status}>
            <span className="flex items-center gap-2">
              <span
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-gray-300 text-xs font-700 dark:border-gray-600"
                aria-hidden="true"
              >
                {status === 'done' ? '✓' : index + 1}
              </span>
              <span className="font-600">{label}</span>
            </span>
            <span className={`flex items-center gap-2 text-right ${TONES[status]}`}>
              {RUNNING.has(status) && <span className="spinner" aria-hidden="true" />}
              {STEP_STATUS_TEXT[status]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export default function EditPriceDialog(props: EditPriceDialogProps) {
  const { ctx, nft, collection, target, tokens, item, onClose, onChanged } = props;
  const id = useId();
  const kind = target.kind;
  const text = EDIT_PRICE_TEXT[kind];
  const current = kind === 'listing' ? target.sale.price : target.offer.price;
  // The new one is priced in the same token (the native coin for the wrapped coin, as when it was made).
  const token = payingToken(ctx(), current.priceToken).token;
  const actionKind = kind === 'listing' ? 'startSell' : 'makeOffer';
  const quote = useQuote(ctx, actionKind, nft, collection, token, null);
  const [price, setPrice] = useState('');
  // The same choices as Put on sale and Make offer, a custom date included.
  const [duration, setDuration] = useState<DurationChoice>('none');
  const [customDate, setCustomDate] = useState('');
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [sameAsCurrent, setSameAsCurrent] = useState(false);
  const [steps, setSteps] = useState<Steps | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const currentUnits = BigInt(current.price);
  // A new offer is paid from the wallet, which by then holds the old offer's amount again (the cancel returns it).
  const q = quote.value;
  const balance: PriceRules['balance'] =
    kind === 'offer' && q
      ? {
          requiredGas: q.gas.total,
          coinBalance: q.coinBalance + (token.isNative ? (q.wrappedBalance ?? 0n) + currentUnits : 0n),
          tokenBalance: q.tokenBalance + currentUnits,
        }
      : null;
  const rules: PriceRules = {
    token,
    minUnits: null,
    paying: kind === 'offer',
    balance,
    withDuration: true,
    now: Math.floor(Date.now() / 1000),
  };
  const checked = checkPrice(price, rules);
  const preview = checkPrice(price, { ...rules, paying: false });
  const units = preview.ok ? preview.units : null;
  const error = sameAsCurrent ? 'Enter a price different from the current one.' : liveError(checked, submittedOnce);
  const usd = useUsdRate(token.address, props.usdRates ?? {}, props.apiBase);
  const priceUsd = units !== null ? usdValue(units, token.address, usd.rates) : null;
  const floor = useFloorCheck(kind === 'listing' ? 'sell' : 'buy', priceUsd, props.floorUsd ?? null, price.trim());
  const running = steps !== null && steps.some((s) => RUNNING.has(s));
  const outcome = steps ? editOutcome(steps[0], steps[1]) : 'running';

  const setStep = (index: 0 | 1, status: StepStatus) =>
    setSteps((prev) => {
      const next: [StepStatus, StepStatus] = prev ? [prev[0], prev[1]] : ['waiting', 'waiting'];
      next[index] = status;
      return next;
    });

  /** Runs one step; a refused rule (nothing signed) ends it as failed, with its reason. */
  const runStep = async (index: 0 | 1, work: (onProgress: (stage: ActionStage) => void) => Promise<ActionResult>): Promise<boolean> => {
    setStep(index, 'signing');
    try {
      const end = stepEnd(await work((stage) => setStep(index, stage)));
      setStep(index, end);
      return end === 'done';
    } catch (thrown) {
      if (thrown instanceof MarketActionError) setRefusal(thrown.message);
      setStep(index, 'failed');
      return false;
    }
  };

  const create = async (values: Submitted) => {
    setRefusal(null);
    const c = ctx();
    const ok = await runStep(1, (onProgress) =>
      kind === 'listing'
        ? startSell(c, { nft, price: values.price, token, durationSeconds: values.seconds, replacing: target.sale.address, onProgress })
        : makeOffer(c, { nft, price: values.price, token, durationSeconds: values.seconds, onProgress }),
    );
    if (ok) onChanged();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmittedOnce(true);
    const seconds = checkDuration(duration, customDate, rules.now);
    setDateError(seconds.ok ? undefined : VALIDATION_MESSAGES[seconds.error]);
    if (!checked.ok) return;
    if (checked.units === currentUnits) return setSameAsCurrent(true);
    if (!seconds.ok) return;
    if (!floor.confirm()) return;
    const values = { price: price.trim(), units: checked.units, seconds: seconds.seconds };
    setSubmitted(values);
    setSteps(['signing', 'waiting']);
    const c = ctx();
    // The second message goes out as soon as the first's block confirms it (its callback), not once the index
    // shows it: the listing step knows which sale the chain just closed.
    const cancelled = await runStep(0, (onProgress) =>
      target.kind === 'listing'
        ? closeSell(c, { nft, onProgress, awaitIndex: false })
        : cancelOffer(c, { nft, offer: target.offer.address, onProgress, awaitIndex: false }),
    );
    if (!cancelled) return;
    onChanged();
    await create(values);
  };

  const amount = (u: bigint) => `${formatUnits(u, token.decimals)} ${token.symbol}`;
  // The price it has now is named as the page names it: its own token (WVENOM), not the coin it is paid with.
  const listedToken = tokenOrFallback(current.priceToken, tokens);

  return (
    <Modal open title={text.title} onClose={running ? undefined : onClose} replaces={ACTION_SHELL_ID}>
      {item && <ItemHeader item={item} />}
      <p className="mb-4 text-sm">
        {steps === null ? 'Current price' : 'Old price'}{' '}
        <span className="font-700 tabular-nums" data-testid="edit-current">
          {formatUnits(currentUnits, listedToken.decimals)} {listedToken.symbol}
        </span>
      </p>
      {steps === null ? (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-600">
              New price ({token.symbol})
            </label>
            <input
              id={`${id}-price`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              className={fieldClass}
              value={price}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-price-error` : undefined}
              onChange={(event) => {
                setPrice(event.target.value);
                setSameAsCurrent(false);
              }}
            />
            <FieldError id={`${id}-price-error`} message={error} />
            <FloorNote check={floor} />
          </div>
          <DurationField
            idPrefix={`${id}-edit`}
            kind={actionKind}
            choices={DURATION_CHOICES}
            value={duration}
            select={{ value: duration, onChange: (event) => setDuration(event.target.value as DurationChoice) }}
            date={{
              value: customDate,
              onChange: (event) => {
                setCustomDate(event.target.value);
                setDateError(undefined);
              },
            }}
            dateError={dateError}
          />
          <Summary kind={actionKind} quote={quote} price={units} token={token} tokens={tokens} />
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="edit-note">
            {EDIT_PRICE_NOTE}
          </p>
          <StepList kind={kind} steps={['waiting', 'waiting']} />
          <FloorQuestion check={floor} action={text.submit} />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn-primary"
              data-testid="edit-confirm"
              disabled={(quote.loading && !quote.value) || blocksConfirm(checked)}
            >
              {floor.asking ? `${text.submit} anyway` : text.submit}
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          {submitted && (
            <p className="text-sm">
              New price{' '}
              <span className="font-700 tabular-nums" data-testid="edit-new">
                {amount(submitted.units)}
              </span>
            </p>
          )}
          <StepList kind={kind} steps={steps} />
          <div aria-live="polite">
            {outcome !== 'running' && (
              <p
                className={`text-sm ${outcome === 'removed' ? 'rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : ''}`}
                data-testid="edit-outcome"
                data-outcome={outcome}
              >
                {text[outcome]}
                {refusal && ` ${refusal}`}
              </p>
            )}
          </div>
          {outcome !== 'running' && (
            <div className="flex justify-end gap-2">
              {outcome === 'removed' && submitted && (
                <button type="button" className="btn-primary" data-testid="edit-again" onClick={() => void create(submitted)}>
                  {text.again}
                </button>
              )}
              <button type="button" className={outcome === 'removed' ? 'btn-ghost' : 'btn-primary'} onClick={onClose}>
                Done
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
