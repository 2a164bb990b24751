// The Connect dialog's server-rendered first frame (components/Navbar/ConnectDialogShell.astro): opened
// at the click, before the real dialog's code is loaded, and replaced by it (Modal's `replaces`).
// The inline click-capture script (src/page-scripts/click-capture.inline.js) opens it by the same id.
import { focusBack } from '../../page-scripts/focus-back';

export const CONNECT_SHELL_ID = 'connect-dialog-shell';

/** The shell, with the element that opened it (focus goes back there when it is dismissed). */
export interface ShellDialog extends HTMLDialogElement {
  opener: HTMLElement | null;
}

export function connectShell(): ShellDialog | null {
  const shell = typeof document === 'undefined' ? null : document.getElementById(CONNECT_SHELL_ID);
  return shell instanceof HTMLDialogElement ? (shell as ShellDialog) : null;
}

/** Opens the shell (when not open yet) for `opener`. */
export function openConnectShell(opener: Element | null): ShellDialog | null {
  const shell = connectShell();
  if (!shell) return null;
  if (!shell.open) {
    shell.opener = opener instanceof HTMLElement ? opener : null;
    shell.showModal();
  }
  return shell;
}

/** A dismissed shell (✕ or Escape, not replaced by the real dialog) gives the focus back to its opener. */
export function watchShellDismissal(): () => void {
  const shell = connectShell();
  if (!shell) return () => {};
  const onClose = () => {
    if (shell.dataset['replaced']) delete shell.dataset['replaced'];
    else focusBack(shell.opener ?? null, 'connect');
  };
  shell.addEventListener('close', onClose);
  return () => shell.removeEventListener('close', onClose);
}
