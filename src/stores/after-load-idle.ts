// Runs work once the page has loaded and the main thread is idle, so it never weighs on the first paint
// or the time to interaction (code loaded ahead of a click, the live socket). Returns a cancel.

export function afterLoadIdle(run: () => void): () => void {
  let cancelled = false;
  const go = () => !cancelled && run();
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 2_000 }) : setTimeout(go, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
  };
}
