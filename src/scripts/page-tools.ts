// The page tools of NftTools.astro: copy the address, share the page (the system share sheet, else
// the link is copied), and ask the API to refresh the metadata (needs a session, as /update-metadata does).

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

document.addEventListener('click', (event) => {
  const target = (event.target as Element | null)?.closest<HTMLElement>('[data-copy], [data-share], [data-refresh-metadata]');
  const tools = target?.closest<HTMLElement>('[data-page-tools]');
  if (!target || !tools) return;
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
});
