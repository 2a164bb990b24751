// The cart drawer's first frame (components/Dialog/CartDrawerShell.astro), which the header's cart button
// opens before the drawer's code is here (click-capture.inline.js).

export const CART_SHELL_ID = 'cart-drawer-shell';

function shell(): HTMLDialogElement | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(CART_SHELL_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** True when the person closed the frame before the drawer came: the drawer stays closed. */
export function cartShellDismissed(): boolean {
  const dialog = shell();
  if (!dialog?.dataset['dismissed']) return false;
  delete dialog.dataset['dismissed'];
  return true;
}

/** Closes the frame as the drawer takes its place (in the same task, so no frame shows neither). */
export function replaceCartShell(): void {
  const dialog = shell();
  if (!dialog?.open) return;
  dialog.dataset['replaced'] = 'true';
  dialog.close();
}
