// My NFTs' bulk tools (loaded by ./BulkSelection): on the owner's own Collected tab, a checkbox on each
// card (rendered hidden by NftGrid, shown here), "Select all" for the page, and "List selected" /
// "Cancel listings", which open the bulk dialog (./BulkDialog, with the chain code: loaded at idle once the
// owner is known, or at the click, its frame showing meanwhile).
// Anyone else sees nothing of it.
import { useCallback, useEffect, useState, type ComponentType, type RefObject } from 'react';
import { normalizeAddress } from '@shared/lib/address';
import { bulkDialogTitle, type BulkMode } from '@shared/lib/bulk-listing';
import { isTokenValid, readAccessToken } from '@shared/lib/session';
import type { Token } from '@shared/lib/tokens';
import { SESSION_EVENT } from '../../stores/session-hint';
import { readStored } from '../../stores/storage';
import { closeActionShell, openDialogShell, takeShellDismissal } from '../../market/action-shell';
import { afterLoadIdle } from '../../stores/after-load-idle';
import type { BulkDialogProps, BulkItem } from './BulkDialog';

let dialogModule: Promise<typeof import('./BulkDialog')> | null = null;
/** The dialog's code, loaded once (a failed load is tried again at the next click). */
function loadDialog(): Promise<typeof import('./BulkDialog')> {
  dialogModule ??= import('./BulkDialog').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

export interface BulkToolsProps {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  /** The profile's address. */
  readonly owner: string;
  /** The element around the grid: its checkboxes are the selection. */
  readonly anchor: RefObject<HTMLDivElement | null>;
}

/** True when this browser holds a live session of `owner`. */
function signedInAs(owner: string): boolean {
  const session = readAccessToken(readStored('accessToken') ?? '');
  return (
    session !== null &&
    normalizeAddress(session.address) === normalizeAddress(owner) &&
    isTokenValid(session.token, Math.floor(Date.now() / 1000))
  );
}

const boxesIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('[data-bulk-pick] input[type="checkbox"]')];

export default function BulkTools({ apiBase, tokens, owner, anchor }: BulkToolsProps) {
  const [isOwner, setIsOwner] = useState(false);
  const [selected, setSelected] = useState<BulkItem[]>([]);
  const [total, setTotal] = useState(0);
  const [Dialog, setDialog] = useState<ComponentType<BulkDialogProps> | null>(null);
  const [mode, setMode] = useState<BulkMode | null>(null);

  const readSelection = useCallback(() => {
    const root = anchor.current;
    if (!root) return;
    const boxes = boxesIn(root);
    const picked = boxes.filter((box) => box.checked);
    // Held at once, not after the next render: a live refresh landing in between would drop this tick.
    if (picked.length > 0) root.setAttribute('data-live-hold', '');
    setTotal(boxes.length);
    setSelected(
      picked.map((box) => ({ nft: box.value, name: box.dataset['name'] ?? 'Untitled NFT', collection: box.dataset['collection'] ?? '' })),
    );
  }, [anchor]);

  useEffect(() => {
    const check = () => setIsOwner(signedInAs(owner));
    check();
    window.addEventListener(SESSION_EVENT, check);
    return () => window.removeEventListener(SESSION_EVENT, check);
  }, [owner]);

  useEffect(() => {
    const root = anchor.current;
    if (!root) return;
    // Shown by class (the label is a flex box, which would override a `hidden` attribute).
    for (const label of root.querySelectorAll<HTMLElement>('[data-bulk-pick]')) {
      label.classList.toggle('hidden', !isOwner);
      label.classList.toggle('flex', isOwner);
    }
    readSelection();
    root.addEventListener('change', readSelection);
    return () => root.removeEventListener('change', readSelection);
  }, [anchor, isOwner, readSelection]);

  // A live refresh of the rows would drop the selection: it waits while anything is selected (live-rows.ts).
  const hold = selected.length > 0 || mode !== null;
  useEffect(() => {
    anchor.current?.toggleAttribute('data-live-hold', hold);
  }, [anchor, hold]);

  const selectAll = (checked: boolean) => {
    const root = anchor.current;
    if (!root) return;
    for (const box of boxesIn(root)) box.checked = checked;
    readSelection();
  };

  // The dialog's code loads at idle once the owner is known, ahead of the click.
  useEffect(() => (isOwner ? afterLoadIdle(() => void loadDialog().catch(() => undefined)) : undefined), [isOwner]);

  const open = (next: BulkMode) => {
    // Its frame shows at the click, if the code is not here yet.
    const framed = !Dialog && openDialogShell(bulkDialogTitle(next, selected.length), document.activeElement);
    setMode(next);
    if (!Dialog)
      loadDialog().then(
        (mod) => {
          // Closed while the code loaded: the person changed their mind.
          if (framed && takeShellDismissal()) setMode(null);
          setDialog(() => mod.default);
        },
        () => {
          closeActionShell();
          setMode(null);
        },
      );
  };

  const closed = (changed: boolean) => {
    setMode(null);
    // The page is the server's: a fresh load shows the new listings (the API purged it).
    if (changed) window.location.reload();
  };

  const allSelected = total > 0 && selected.length === total;
  return (
    <>
      {isOwner && total > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Selection" data-testid="bulk-toolbar">
          <span className="mr-1 text-sm font-600 tabular-nums" aria-live="polite" data-testid="bulk-count">
            {selected.length} selected
          </span>
          <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => selectAll(!allSelected)}>
            {allSelected ? 'Clear selection' : 'Select all on this page'}
          </button>
          <button
            type="button"
            className="btn-primary px-3 py-1.5 text-sm"
            disabled={selected.length === 0 || mode !== null}
            onClick={() => open('list')}
          >
            List selected
          </button>
          <button
            type="button"
            className="btn-ghost px-3 py-1.5 text-sm"
            disabled={selected.length === 0 || mode !== null}
            onClick={() => open('cancel')}
          >
            Cancel listings
          </button>
        </div>
      )}
      {Dialog && mode && <Dialog mode={mode} items={selected} owner={owner} apiBase={apiBase} tokens={tokens} onClose={closed} />}
    </>
  );
}
