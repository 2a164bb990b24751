import { BUTTON_LABELS, type ActionKind } from './market';

const PRIMARY: ReadonlySet<ActionKind> = new Set(['startSell', 'buy', 'placeBid', 'finishAuction']);

interface Props {
  kinds: readonly ActionKind[];
  onAction: (kind: ActionKind) => void;
  busy?: ActionKind | null;
}

/** The market box's buttons. */
export default function Buttons({ kinds, onAction, busy = null }: Props) {
  if (kinds.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="market-actions">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          data-capture={kind}
          className={PRIMARY.has(kind) ? 'btn-primary' : 'btn-ghost'}
          disabled={busy !== null}
          aria-busy={busy === kind || undefined}
          onClick={() => onAction(kind)}
        >
          {BUTTON_LABELS[kind]}
        </button>
      ))}
    </div>
  );
}
