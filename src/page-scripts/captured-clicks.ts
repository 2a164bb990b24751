// The islands' half of the click capture (click-capture.inline.js): clicks made before an island
// hydrated, handed to it once, oldest first.

export interface CapturedClick {
  /** The button's data-capture value. */
  readonly action: string;
  readonly button: HTMLElement;
  /** The click's event time, on the page's clock. */
  readonly at: number;
}

declare global {
  interface Window {
    __captured?: CapturedClick[];
  }
}

/**
 * Removes and returns the kept clicks on buttons inside `root` (the island's element; or the page, for
 * a page script's `action`), and clears their pressed look: the island now shows its own state.
 */
export function takeCapturedClicks(root: Element | null, action?: string): CapturedClick[] {
  const queue = typeof window === 'undefined' ? undefined : window.__captured;
  if (!queue || !root) return [];
  const mine = queue.filter((click) => root.contains(click.button) && (action === undefined || click.action === action));
  // In place: the capture script holds this same array.
  for (const click of mine) {
    queue.splice(queue.indexOf(click), 1);
    click.button.removeAttribute('aria-busy');
  }
  return mine;
}

/** The astro-island around an element the island rendered. */
export function islandOf(element: Element | null): Element | null {
  return element?.closest('astro-island') ?? null;
}
