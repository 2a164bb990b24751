// Focus goes back to what opened a dialog once it closes (or unmounts). When that button was
// replaced meanwhile (the navbar's Connect wallet re-renders once the wallet code loads), its
// successor with the same data-capture name takes the focus.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusBack } from '~/page-scripts/focus-back';

/** A placeholder dialog that showed first (the Connect dialog's server-rendered frame) and who opened it. */
interface Placeholder extends HTMLDialogElement {
  opener?: HTMLElement | null;
}

/**
 * Shows `dialog` as a modal while `open`, remembering the focused element and returning focus to it.
 * With `replaces` (a dialog's id), that placeholder closes in the same task as this one opens, and its
 * opener is the one focus returns to.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, replaces?: string): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const placeholder = replaces ? (document.getElementById(replaces) as Placeholder | null) : null;
      const replacing = placeholder instanceof HTMLDialogElement && placeholder.open;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current = replacing ? (placeholder.opener ?? focused) : focused;
      dialog.showModal();
      if (replacing) {
        placeholder.dataset['replaced'] = 'true';
        placeholder.close();
      }
    }
    if (!open && dialog.open) {
      dialog.close();
      focusBack(opener.current);
      opener.current = null;
    }
  }, [ref, open, replaces]);
  // A dialog that unmounts while open (the action dialogs do) gives the focus back too.
  useEffect(
    () => () => {
      if (opener.current) setTimeout(focusBack, 0, opener.current);
    },
    [],
  );
}

/** The data-capture name of a focused button that unmounted, for its successor to take the focus. */
let focusHandoff: string | null = null;

/**
 * Keeps the focus on a capture button across a remount: the navbar's Connect wallet is re-rendered when
 * the wallet code loads, which may happen after a dialog already gave the focus back to it.
 */
export function useFocusHandoff(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const button = ref.current;
    const name = button?.dataset['capture'];
    if (!button || !name) return;
    if (focusHandoff === name && (document.activeElement === document.body || document.activeElement === null)) button.focus();
    focusHandoff = null;
    // Layout cleanups run before React removes the button, so it still knows whether it had the focus.
    return () => {
      if (document.activeElement === button) focusHandoff = name;
    };
  }, [ref]);
}
