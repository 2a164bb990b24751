import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchResult } from '../../api/search';
import { SEARCH_DEBOUNCE_MS } from '@shared/lib/constants';
import { mediaSrc } from '@shared/lib/media-url';
import { searchHitHref, searchHitTitle, searchQuery } from '@shared/lib/search';
import { SEARCH_RESULT_LABELS, SEARCH_TEXT, UNVERIFIED_LABEL } from '@shared/lib/ui-text';

interface Props {
  /** Same-origin `/api`, or an external indexer's base URL. */
  apiBase: string;
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; hits: SearchResult[] };

/** The search call and the contract's search schemas, fetched once, on the first search typed. */
let searchModule: Promise<typeof import('../../api/search')> | null = null;
function loadSearch(): Promise<typeof import('../../api/search')> {
  searchModule ??= import('../../api/search').catch((error: unknown) => {
    searchModule = null; // the next search tries again
    throw error;
  });
  return searchModule;
}

const GROUPS = [
  { kind: 'collection', heading: 'Collections' },
  { kind: 'profile', heading: 'Profiles' },
  { kind: 'nft', heading: 'NFTs' },
] as const;

/**
 * The navbar search: a plain GET form to the full results page (/search) without JS; with JS, live
 * results after an 800 ms pause, grouped (collections, then NFTs) as a keyboard-navigable combobox,
 * with a link to all results.
 */
export default function SearchBox({ apiBase }: Props) {
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Whatever was typed before this island hydrated is taken over, not lost.
  useEffect(() => {
    const early = inputRef.current?.value ?? '';
    if (early) {
      setText(early);
      setOpen(true);
    }
  }, []);

  useEffect(() => {
    const query = searchQuery(text);
    if (query === null) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    // The search code loads while the pause runs, so the first results do not wait for it after.
    const loading = loadSearch();
    const timer = setTimeout(() => {
      setState({ kind: 'searching' });
      loading
        .then(({ searchMarketplace }) => searchMarketplace(query, apiBase, controller.signal))
        .then((hits) => setState({ kind: 'done', hits }))
        .catch(() => {
          // A failed search shows no results (spec §7), unless it was superseded.
          if (!controller.signal.aborted) setState({ kind: 'done', hits: [] });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, apiBase]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const hits = state.kind === 'done' ? state.hits : [];
  const showPanel = open && state.kind !== 'idle';

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && hits[active]) {
      // Enter with no result chosen submits the form: the full results page.
      event.preventDefault();
      window.location.assign(searchHitHref(hits[active]));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label="Site search"
      action="/search"
      method="get"
      // Never narrower than its 44 px magnifier, so it never runs under the Menu button beside it.
      className="relative min-w-11 flex-1"
      data-site-search
    >
      <label htmlFor="site-search" className="sr-only">
        Search
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3.5 top-[1.375rem] h-4 w-4 -translate-y-1/2 fill-none stroke-current stroke-2 text-ink-soft"
      >
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m13 13 4.5 4.5" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        autoComplete="off"
        placeholder={SEARCH_TEXT.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        className="h-11 w-full max-w-md text-ellipsis rounded-lg border border-gray-300 bg-gray-50 py-2 pl-9 pr-1 sm:pr-3 text-sm outline-none focus:border-[#11a97d] focus:ring-2 focus:ring-[#11a97d]/30 dark:border-gray-700 dark:bg-gray-900"
      />
      {showPanel && (
        // On phones the results span the screen under the header (the box beside the logo is too narrow for
        // names); from sm up they drop down under the box.
        <div
          className="fixed inset-x-0 top-16 z-40 flex max-h-[calc(100dvh-4rem)] flex-col overflow-hidden border-y border-gray-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-1 sm:max-h-none sm:w-full sm:max-w-md sm:rounded-xl sm:border dark:border-gray-700 dark:bg-gray-900"
          data-testid="search-panel"
        >
          {state.kind === 'searching' && <p className="px-4 py-3 text-sm text-gray-600 dark:text-gray-300">{SEARCH_TEXT.searching}</p>}
          {state.kind === 'done' && hits.length === 0 && (
            <p className="px-4 py-3 text-sm text-gray-600 dark:text-gray-300">{SEARCH_TEXT.noResults}</p>
          )}
          {hits.length > 0 && (
            <ul id={listId} role="listbox" aria-label="Search results" className="min-h-0 flex-1 overflow-y-auto py-1 sm:max-h-96">
              {GROUPS.map(({ kind, heading }) => {
                const group = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.objectType === kind);
                if (group.length === 0) return null;
                return (
                  <li key={kind} role="presentation">
                    <p
                      id={`${listId}-${kind}`}
                      className="px-4 pb-1 pt-2 text-[11px] font-bold uppercase tracking-wide text-gray-600 dark:text-gray-300"
                    >
                      {heading}
                    </p>
                    <ul role="group" aria-labelledby={`${listId}-${kind}`}>
                      {group.map(({ hit, index }) => (
                        <SearchOption key={hit.address} hit={hit} id={`${listId}-${index}`} active={index === active} />
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
          {state.kind === 'done' && (
            <a
              href={`/search?q=${encodeURIComponent(text.trim())}`}
              className="block shrink-0 border-t border-gray-200 px-4 py-3 text-sm sm:py-2 font-semibold text-[#0b7a5a] hover:bg-gray-100 dark:border-gray-700 dark:text-[#34d399] dark:hover:bg-gray-800"
              data-testid="search-see-all"
            >
              See all results
            </a>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * One result row of the listbox: the link is the option itself (an option may hold no interactive
 * element). Focus stays in the box, which points at the active option; a tap or click follows the link.
 */
function SearchOption({ hit, id, active }: { hit: SearchResult; id: string; active: boolean }) {
  const image = mediaSrc(hit.image);
  const title = searchHitTitle(hit);
  return (
    <li role="none">
      <a
        id={id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        href={searchHitHref(hit)}
        className={`flex items-center gap-3 px-4 py-2.5 text-sm sm:py-2 hover:bg-gray-100 dark:hover:bg-gray-800 ${active ? 'bg-gray-100 dark:bg-gray-800' : ''}`}
      >
        {image ? (
          <img src={image} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="h-8 w-8 shrink-0 rounded-md bg-gray-200 dark:bg-gray-700" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{title}</span>
          {hit.objectType === 'nft' && hit.collectionName && (
            <span className="block truncate text-xs text-gray-600 dark:text-gray-300">{hit.collectionName}</span>
          )}
          {!hit.verified && <span className="block text-[11px] font-bold text-amber-800 dark:text-amber-300">{UNVERIFIED_LABEL}</span>}
        </span>
        <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-bold text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          {SEARCH_RESULT_LABELS[hit.objectType]}
        </span>
      </a>
    </li>
  );
}
