// The page tools of NftTools.astro: copy the address, share the page (the system share sheet, else
// the link is copied), and ask the API to refresh the metadata (needs a session, as /update-metadata does).
// Loaded by the first click on one of them (page-enhancements.ts), within that click's user activation.

function say(tools: HTMLElement, text: string): void {
  const status = tools.querySelector<HTMLElement>('[data-tools-status]');
  if (status) status.textContent = text;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function refreshMetadata(tools: HTMLElement): Promise<void> {
  const { collection, nft } = tools.dataset;
  if (!collection) return;
  say(tools, 'Refreshing…');
  const { refreshMetadata: request } = await import('./refresh-metadata');
  say(tools, await request(tools.dataset['apiBase'] || '/api', collection, nft || null));
}

/** Runs the tool `target` (a copy, share or refresh button inside `tools`, a [data-page-tools] box). */
export function runPageTool(target: HTMLElement, tools: HTMLElement): void {
  if (target.dataset['copy'] !== undefined) {
    void copy(target.dataset['copy']).then((ok) => say(tools, ok ? 'Address copied' : target.dataset['copy']!));
  } else if (target.hasAttribute('data-share')) {
    const url = location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      void navigator.share({ title: tools.dataset['title'] ?? document.title, url }).catch(() => undefined);
    } else {
      void copy(url).then((ok) => say(tools, ok ? 'Link copied' : url));
    }
  } else {
    void refreshMetadata(tools);
  }
}
