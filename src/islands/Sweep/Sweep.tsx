import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { islandOf, takeCapturedClicks } from '../../scripts/captured-clicks';
import type { SweepDialogProps } from './SweepDialog';

export interface SweepProps {
  readonly collection: string;
  /** The API base as the browser sees it. */
  readonly apiBase: string;
  /** The chain's supported payment tokens. */
  readonly tokens: SweepDialogProps['tokens'];
}

/**
 * The collection page's Sweep button. Everything else (the listing, the wallet and the purchases in
 * ./SweepDialog) loads on its first click; a click made before this island hydrated is kept by the
 * page's capture script and handed over here.
 */
export default function Sweep(props: SweepProps) {
  const [Dialog, setDialog] = useState<ComponentType<SweepDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    setOpen(true);
    setLoading(true);
    import('./SweepDialog')
      .then(
        (mod) => setDialog(() => mod.default),
        () => setOpen(false),
      )
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    if (takeCapturedClicks(islandOf(button.current)).length > 0) start();
  }, [start]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        data-capture="sweep"
        data-testid="sweep-open"
        onClick={start}
        aria-busy={loading || undefined}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
          stroke-linejoin="round"
        >
          <path d="M3 6h18l-2 13H5L3 6zM8 6V4h8v2" />
        </svg>
        Sweep
      </button>
      {Dialog && <Dialog {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
