// "Edit price": the contracts have no price change, so a listing (or an offer) is cancelled and made
// again at the new price: two wallet confirmations, one after the other. The steps, how a step
// reads, and what the person is told when it ends. The spec has no edit; the texts are ours.

/** What is edited: the owner's listing, or the viewer's own offer. */
export type EditTarget = 'listing' | 'offer';

/** Where one step stands. `signing` … `indexing` are the actions' own stages. */
export type StepStatus = 'waiting' | 'signing' | 'confirming' | 'indexing' | 'done' | 'rejected' | 'failed';

export const EDIT_PRICE_STEPS: Readonly<Record<EditTarget, readonly [string, string]>> = {
  listing: ['Cancel the current listing', 'List at the new price'],
  offer: ['Cancel the current offer', 'Place the new offer'],
};

export const STEP_STATUS_TEXT: Readonly<Record<StepStatus, string>> = {
  waiting: 'Waiting',
  signing: 'Confirm in your wallet',
  confirming: 'Waiting for the blockchain',
  indexing: 'Updating the marketplace',
  done: 'Done',
  rejected: 'Rejected in your wallet',
  failed: 'Failed',
};

/** `running` until both steps are over; `unchanged` when the first did not happen. */
export type EditOutcome = 'running' | 'edited' | 'unchanged' | 'removed';

export function editOutcome(first: StepStatus, second: StepStatus): EditOutcome {
  if (first === 'rejected' || first === 'failed') return 'unchanged';
  if (first !== 'done') return 'running';
  if (second === 'done') return 'edited';
  if (second === 'rejected' || second === 'failed') return 'removed';
  return 'running';
}

export const EDIT_PRICE_TEXT: Readonly<
  Record<
    EditTarget,
    { readonly title: string; readonly submit: string; readonly again: string } & Readonly<Record<Exclude<EditOutcome, 'running'>, string>>
  >
> = {
  listing: {
    title: 'Edit price',
    submit: 'Change price',
    again: 'List again',
    edited: 'Your NFT is listed at the new price.',
    unchanged: 'Nothing changed: your listing stays as it was.',
    removed: 'Your NFT is no longer listed: the old listing was cancelled, but the new one was not created.',
  },
  offer: {
    title: 'Edit offer price',
    submit: 'Change offer',
    again: 'Make the offer again',
    edited: 'Your offer now stands at the new price.',
    unchanged: 'Nothing changed: your offer stays as it was.',
    removed: 'You no longer have an offer on this NFT: the old offer was cancelled and refunded, but the new one was not placed.',
  },
};

/** Both steps run in order; the note the dialog shows before the first. */
export const EDIT_PRICE_NOTE = 'Your wallet asks you to confirm twice: first to cancel, then to create it again at the new price.';
