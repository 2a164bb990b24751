// Focus goes back to what opened a dialog once it closes. When that button was replaced meanwhile (an
// island re-rendered it, or its code loaded and took over from the server markup), its successor with
// the same data-capture name takes the focus.

/** The live button named `captureName` (a data-capture value), if there is one. */
export function captureButton(captureName: string | undefined): HTMLElement | null {
  return captureName ? document.querySelector<HTMLElement>(`[data-capture="${CSS.escape(captureName)}"]`) : null;
}

/** Focuses `opener`, or its successor with the same data-capture name (or `captureName`) when it is gone. */
export function focusBack(opener: HTMLElement | null, captureName = opener?.dataset['capture']): void {
  const target = opener?.isConnected && opener !== document.body ? opener : captureButton(captureName);
  target?.focus();
}
