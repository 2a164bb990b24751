// The NFT page's open market dialog, as the action flow's store says: a confirmation (the nine actions), or an
// owner's or offer maker's tool (Send, Edit price). Each dialog's code loads on first use and, once loaded, is
// rendered directly.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, type ComponentProps, type ComponentType } from 'react';
import { buttonLabel, type MarketState, type NftActionsProps } from '~/view-model/market';
import type { Token } from '@shared/lib/tokens';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../action-shell';
import type { ActionContext } from '../actions';
import { $actionFlow, closeDialog, closeTool, submitAction, toolChanged } from '../flow';
import { marketNow } from '../../stores/market';
import { loadActionDialog, loadedDialogs, loadEditPriceDialog, loadTransferDialog } from './loaders';

// Until loaded, lazily: the frame the click opened stays meanwhile.
const LazyDialogBody = lazy(() => loadActionDialog().then((mod) => ({ default: mod.ActionDialogBody })));
const LazyTransferDialog = lazy(() => loadTransferDialog());
const LazyEditPriceDialog = lazy(() => loadEditPriceDialog());

/** The dialog's body while its form's code loads. */
function DialogLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </p>
  );
}

export interface MarketDialogsProps {
  /** The NFT page's island props (the NFT, its collection, tokens, item, prices). */
  readonly page: NftActionsProps;
  readonly state: MarketState;
  readonly viewer: string | null;
  readonly ctx: () => ActionContext;
  readonly choices: readonly Token[];
  readonly findUsername: (address: string) => Promise<string | null>;
}

export default function MarketDialogs({ page, state, viewer, ctx, choices, findUsername }: MarketDialogsProps) {
  const { nft, collection, tokens, apiBase } = page;
  const { dialog, tool, waiting, rejected } = useStore($actionFlow);
  // The body a dialog opened with is kept while it is open: switching from the lazy one to the loaded one would
  // remount the form and drop what was typed.
  const dialogBody = useRef<ComponentType<ComponentProps<typeof LazyDialogBody>> | null>(null);
  if (!dialog) dialogBody.current = null;
  else dialogBody.current ??= loadedDialogs.action?.ActionDialogBody ?? LazyDialogBody;
  const DialogBody = dialogBody.current;
  const TransferDialog = loadedDialogs.transfer?.default ?? LazyTransferDialog;
  const EditPriceDialog = loadedDialogs.editPrice?.default ?? LazyEditPriceDialog;

  return (
    <>
      {tool && viewer !== null && (
        <Suspense fallback={null}>
          {tool.kind === 'send' ? (
            <TransferDialog
              ctx={ctx}
              nft={nft}
              state={{ ...state, auction: state.auctionAddress }}
              sender={viewer}
              findUsername={findUsername}
              item={page.item}
              onClose={closeTool}
              onSent={toolChanged}
            />
          ) : (
            <EditPriceDialog
              ctx={ctx}
              nft={nft}
              collection={collection}
              target={tool.target}
              tokens={tokens}
              item={page.item}
              floorUsd={page.floorUsd ?? null}
              usdRates={page.usdRates ?? {}}
              apiBase={apiBase}
              onClose={closeTool}
              onChanged={toolChanged}
            />
          )}
        </Suspense>
      )}
      {dialog && DialogBody && (
        <Modal open title={buttonLabel(dialog.kind, state, viewer)} onClose={closeDialog} replaces={ACTION_SHELL_ID}>
          <Suspense fallback={<DialogLoading />}>
            <DialogBody
              key={`${dialog.kind}-${dialog.offer?.address ?? ''}`}
              request={dialog}
              item={page.item}
              ctx={ctx}
              state={state}
              nft={nft}
              collection={collection}
              tokens={tokens}
              choices={choices}
              now={marketNow}
              usdRates={page.usdRates ?? {}}
              apiBase={apiBase}
              floorUsd={page.floorUsd ?? null}
              waiting={waiting}
              rejected={rejected}
              onClose={closeDialog}
              onSubmit={(s) => void submitAction(s)}
            />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
