// The labels of the buttons that open the owner's Send and the Edit price dialogs: the island's first
// code shows the buttons, the dialogs load on the first click.
export const SEND_LABEL = 'Send';
export const EDIT_PRICE_LABEL = 'Edit price';
