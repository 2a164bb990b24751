// The market dialogs' code, loaded on first use (at the click, or ahead of it at idle) and kept: once loaded, a
// dialog renders directly, since a lazy component suspends at each mount and React holds a revealed Suspense
// fallback for 300 ms, which the form would wait out at every click.
type ActionDialogModule = typeof import('./ActionDialog');
type TransferDialogModule = typeof import('./TransferDialog');
type EditPriceDialogModule = typeof import('./EditPriceDialog');

export const loadedDialogs: {
  action: ActionDialogModule | null;
  transfer: TransferDialogModule | null;
  editPrice: EditPriceDialogModule | null;
} = { action: null, transfer: null, editPrice: null };

export const loadActionDialog = (): Promise<ActionDialogModule> => import('./ActionDialog').then((mod) => (loadedDialogs.action = mod));
export const loadTransferDialog = (): Promise<TransferDialogModule> =>
  import('./TransferDialog').then((mod) => (loadedDialogs.transfer = mod));
export const loadEditPriceDialog = (): Promise<EditPriceDialogModule> =>
  import('./EditPriceDialog').then((mod) => (loadedDialogs.editPrice = mod));
