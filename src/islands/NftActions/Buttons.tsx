import { BUTTON_LABELS, type ActionKind } from '~/view-model/market';

const PRIMARY: ReadonlySet<ActionKind> = new Set(['startSell', 'buy', 'placeBid', 'finishAuction']);

interface Props {
  kinds: readonly ActionKind[];
  onAction: (kind: ActionKind, button: HTMLElement) => void;
  busy?: ActionKind | null;
  /** A button's own label where it differs from BUTTON_LABELS (the highest bidder's Raise bid). */
  labels?: Partial<Record<ActionKind, string>>;
  /** Buttons a market rule refuses now, shown disabled with the rule's reason beneath. */
  blocked?: Partial<Record<ActionKind, string>>;
}

/** The market box's buttons. */
export default function Buttons({ kinds, onAction, busy = null, labels = {}, blocked = {} }: Props) {
  if (kinds.length === 0) return null;
  const reasons = kinds.filter((kind) => blocked[kind]);
  return (
    <div data-testid="market-actions">
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            data-capture={kind}
            className={PRIMARY.has(kind) ? 'btn-primary' : 'btn-ghost'}
            // Busy is aria-disabled, not disabled: a disabled button drops the focus, which the terms and
            // sign-in dialogs give back to it when they close (the click is ignored while busy).
            disabled={!!blocked[kind]}
            aria-disabled={busy !== null || undefined}
            aria-busy={busy === kind || undefined}
            aria-describedby={blocked[kind] ? `market-blocked-${kind}` : undefined}
            onClick={(event) => onAction(kind, event.currentTarget)}
          >
            {labels[kind] ?? BUTTON_LABELS[kind]}
          </button>
        ))}
      </div>
      {reasons.map((kind) => (
        <p key={kind} id={`market-blocked-${kind}`} className="mt-2 text-sm text-ink-soft" data-testid="blocked-reason">
          {blocked[kind]}
        </p>
      ))}
    </div>
  );
}
