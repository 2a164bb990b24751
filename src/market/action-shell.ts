// Every market dialog's first frame (components/Dialog/ActionDialogShell.astro, on every page): opened at
// the click, titled as the dialog, while the island's code loads or the form renders; the real dialog (a
// Modal with `replaces={ACTION_SHELL_ID}`) replaces it in the same task. Closing it (✕ or Escape) before
// then cancels the action. A button marked `data-shell-title` opens it before its island is even loaded
// (click-capture.inline.js); a market action asks the terms and the sign-in first, so its frame opens only
// for someone who may be signed in and has agreed to the terms (nothing asks them first).
import { hasAgreedToTerms } from '../page-scripts/terms';

export const ACTION_SHELL_ID = 'action-dialog-shell';

interface Shell extends HTMLDialogElement {
  opener?: HTMLElement | null;
}

function shell(): Shell | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(ACTION_SHELL_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * Opens the shell titled as the button clicked, for someone who may be signed in and has agreed to the
 * terms (anyone else is asked first). True when the shell is open.
 */
export function openActionShell(title: string, opener: Element | null, maySignedIn: boolean): boolean {
  if (!maySignedIn || !hasAgreedToTerms()) return false;
  return openDialogShell(title, opener);
}

/** Opens the shell titled `title` for anyone (a dialog that asks nothing first). True when the shell is open. */
export function openDialogShell(title: string, opener: Element | null): boolean {
  const dialog = shell();
  if (!dialog) return false;
  if (dialog.open) return true;
  dialog.setAttribute('aria-label', title);
  const heading = dialog.querySelector('h2');
  if (heading) heading.textContent = title;
  dialog.opener = opener instanceof HTMLElement ? opener : null;
  delete dialog.dataset['dismissed'];
  dialog.addEventListener(
    'close',
    () => {
      // Replaced by the real dialog (dialog-focus.ts marks it), or dismissed by the person.
      if (dialog.dataset['replaced']) delete dialog.dataset['replaced'];
      else {
        dialog.dataset['dismissed'] = 'true';
        if (dialog.opener?.isConnected) dialog.opener.focus();
      }
    },
    { once: true },
  );
  dialog.showModal();
  return true;
}

/** Resolves once the next frame (the shell just opened) has been painted. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** True once, when the person closed the shell before the real dialog came: the action is cancelled. */
export function takeShellDismissal(): boolean {
  const dialog = shell();
  if (!dialog?.dataset['dismissed']) return false;
  delete dialog.dataset['dismissed'];
  return true;
}

/** Closes the shell when no dialog follows it (the action was refused or given up). */
export function closeActionShell(): void {
  const dialog = shell();
  if (!dialog?.open) return;
  dialog.dataset['replaced'] = 'true';
  dialog.close();
}
