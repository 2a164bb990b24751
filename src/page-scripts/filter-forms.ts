// Filter forms (FilterPanel) with JS: each change applies at once. The results are fetched as the
// page's HTML and swapped in beside the form (the form keeps focus and state), the URL follows, and a
// progress bar plus aria-busy show the wait. Without JS, or when the fetch fails, the form submits.

const PROGRESS_ID = 'page-progress';

function progressBar(): HTMLElement {
  let bar = document.getElementById(PROGRESS_ID);
  if (!bar) {
    bar = document.createElement('div');
    bar.id = PROGRESS_ID;
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading results');
    bar.hidden = true;
    document.body.appendChild(bar);
  }
  return bar;
}

/** The page's parts that show results: the filter drawer's siblings (not the panel's own heading). */
function resultParts(drawer: Element): Element[] {
  return [...(drawer.parentElement?.children ?? [])].filter((el) => el !== drawer && !el.hasAttribute('data-filter-heading'));
}

function urlOf(form: HTMLFormElement): URL {
  const url = new URL(form.action, location.href);
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') url.searchParams.append(key, value);
  return url;
}

let latest = 0;

async function apply(form: HTMLFormElement, url: URL, push: boolean): Promise<void> {
  const drawer = form.closest('[data-filter-drawer]');
  if (!drawer) return form.submit();
  const request = ++latest;
  const parts = resultParts(drawer);
  const bar = progressBar();
  bar.hidden = false;
  parts.forEach((el) => el.setAttribute('aria-busy', 'true'));
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(String(res.status));
    const next = new DOMParser().parseFromString(await res.text(), 'text/html');
    if (request !== latest) return;
    const nextDrawer = next.querySelector('[data-filter-drawer]');
    const nextParts = nextDrawer ? resultParts(nextDrawer) : [];
    if (nextParts.length !== parts.length) throw new Error('layout changed');
    parts.forEach((el, i) => el.replaceWith(nextParts[i]!));
    // The Filters button's count follows.
    const count = nextDrawer?.querySelector('[data-filter-count]');
    drawer.querySelector('[data-filter-count]')?.remove();
    if (count) drawer.querySelector('[data-filter-toggle]')?.appendChild(document.importNode(count, true));
    // So does Clear all, shown only while something can be cleared.
    const clear = drawer.querySelector<HTMLElement>('[data-filter-clear]');
    if (clear) clear.hidden = nextDrawer?.querySelector<HTMLElement>('[data-filter-clear]')?.hidden ?? true;
    document.title = next.title;
    if (push) history.pushState({ filters: true }, '', url);
  } catch {
    if (request === latest) location.assign(url);
  } finally {
    if (request === latest) {
      bar.hidden = true;
      parts.forEach((el) => el.removeAttribute('aria-busy'));
    }
  }
}

export function wireFilterForms(): void {
  const forms = document.querySelectorAll<HTMLFormElement>('form[data-filter-form]');
  if (forms.length === 0) return;
  for (const form of forms) {
    form.dataset['live'] = '';
    form.addEventListener('change', () => void apply(form, urlOf(form), true));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void apply(form, urlOf(form), true);
    });
    form.querySelector('[data-filter-done]')?.addEventListener('click', () => form.closest('details')?.removeAttribute('open'));
    // Changed before this script was wired (the inline capture script marked it): apply that now.
    if (form.hasAttribute('data-changed')) {
      form.removeAttribute('data-changed');
      void apply(form, urlOf(form), true);
    }
  }
  // Back and forward between filter states: the page at that URL, as a fresh load would show it.
  addEventListener('popstate', () => location.reload());
}
