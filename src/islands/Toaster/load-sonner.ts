// sonner inserts its stylesheet as an inline <style> when its module is evaluated. The page's CSP
// allows only hashed inline styles, so that insert would be refused (a console violation); its
// styles come from `sonner/dist/styles.css` instead (a same-origin stylesheet, see SonnerHost).
// So the module is evaluated here first, with <style> inserts into <head> skipped meanwhile.
let loading: Promise<unknown> | null = null;

export function loadSonner(): Promise<unknown> {
  loading ??= (async () => {
    const head = document.head;
    const append = head.appendChild;
    head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
      if (node instanceof HTMLStyleElement) return node;
      return append.call(this, node) as T;
    };
    try {
      return await import('sonner');
    } finally {
      head.appendChild = append;
    }
  })();
  return loading;
}
