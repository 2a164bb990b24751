import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { islandOf, takeCapturedClicks } from '../../page-scripts/captured-clicks';
import { closeActionShell, openDialogShell, takeShellDismissal } from '../../market/action-shell';
import type { SweepDialogProps } from './SweepDialog';
import Icon from '~/ui/Icon';

const SWEEP_TITLE = 'Sweep';
let dialogModule: Promise<typeof import('./SweepDialog')> | null = null;
/** The dialog's code, loaded once (a failed load is tried again at the next click). */
function loadDialog(): Promise<typeof import('./SweepDialog')> {
  dialogModule ??= import('./SweepDialog').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

export interface SweepProps {
  readonly collection: string;
  /** The API base as the browser sees it. */
  readonly apiBase: string;
  /** The chain's supported payment tokens. */
  readonly tokens: SweepDialogProps['tokens'];
}

/**
 * The collection page's Sweep button. Everything else (the listing, the wallet and the purchases in
 * ./SweepDialog) loads when a pointer or focus reaches the button, or at its first click; the dialog's
 * frame shows at the click meanwhile. A click made before this island hydrated is kept by the page's
 * capture script and handed over here.
 */
export default function Sweep(props: SweepProps) {
  const [Dialog, setDialog] = useState<ComponentType<SweepDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    // The dialog's frame shows at the click (the capture script opened it already if this code was not here).
    openDialogShell(SWEEP_TITLE, button.current);
    setOpen(true);
    setLoading(true);
    loadDialog()
      .then(
        (mod) => {
          // Closed while the code loaded: the person changed their mind.
          if (takeShellDismissal()) setOpen(false);
          setDialog(() => mod.default);
        },
        () => {
          closeActionShell();
          setOpen(false);
        },
      )
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    // A kept click opened the dialog's frame; closed before this code came, the person changed their mind.
    if (takeCapturedClicks(islandOf(button.current)).length > 0) {
      if (!takeShellDismissal()) start();
    }
    // Hydrated by a pointer or focus on the button: its dialog's code loads now, ahead of the click.
    else void loadDialog().catch(() => undefined);
  }, [start]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        data-capture="sweep"
        data-shell-title={SWEEP_TITLE}
        data-testid="sweep-open"
        onClick={start}
        aria-busy={loading || undefined}
      >
        <Icon name="sweep" />
        Sweep
      </button>
      {Dialog && <Dialog {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
