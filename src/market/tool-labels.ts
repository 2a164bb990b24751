// The labels of the buttons that open the owner's Send and the Edit price dialogs, and Send's title: the
// island's first code shows the buttons and the dialog's frame, the dialogs load later.
export const SEND_LABEL = 'Send';
export const EDIT_PRICE_LABEL = 'Edit price';
export const SEND_TITLE = 'Send NFT';
