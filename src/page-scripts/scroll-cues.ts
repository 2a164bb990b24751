// Rows that scroll sideways show which side holds more (a visual cue only: loaded after the page's
// own script, where such a row is).

/** Rows that scroll sideways ([data-scroll-cue] around a [data-scroller]) show which side holds more. */
export function wireScrollCues(): void {
  for (const cue of document.querySelectorAll<HTMLElement>('[data-scroll-cue]')) {
    const scroller = cue.querySelector<HTMLElement>('[data-scroller]');
    if (!scroller) continue;
    // The current tab in view first (the cue's box is the offset parent of the row's items).
    // Measured in fractional pixels (offsetLeft and offsetWidth round), so the tab ends wholly inside the row.
    const current = scroller.querySelector<HTMLElement>('[aria-current="page"]');
    const overflow = current ? current.getBoundingClientRect().right - scroller.getBoundingClientRect().right : 0;
    if (overflow > 0) scroller.scrollLeft += Math.ceil(overflow) + 48;
    const update = () => {
      cue.toggleAttribute('data-more-start', scroller.scrollLeft > 1);
      cue.toggleAttribute('data-more-end', scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    new ResizeObserver(update).observe(scroller);
  }
}
