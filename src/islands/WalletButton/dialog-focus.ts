// Focus goes back to what opened a dialog once it closes (or unmounts). When that button was
// replaced meanwhile (the navbar's Connect wallet re-renders once the wallet code loads), its
// successor with the same data-capture name takes the focus.
import { useEffect, useRef, type RefObject } from 'react';

function focusBack(opener: HTMLElement | null): void {
  if (!opener) return;
  const name = opener.dataset['capture'];
  const target = opener.isConnected ? opener : name ? document.querySelector<HTMLElement>(`[data-capture="${CSS.escape(name)}"]`) : null;
  target?.focus();
}

/** Shows `dialog` as a modal while `open`, remembering the focused element and returning focus to it. */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      focusBack(opener.current);
      opener.current = null;
    }
  }, [ref, open]);
  // A dialog that unmounts while open (the action dialogs do) gives the focus back too.
  useEffect(
    () => () => {
      if (opener.current) setTimeout(focusBack, 0, opener.current);
    },
    [],
  );
}
