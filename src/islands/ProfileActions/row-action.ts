// The profile rows' own actions: what each link asks for, read off its data
// attributes, and the NFT page link it falls back to without JS.
import type { ActionKind } from '~/view-model/market';

export type RowActionKind = Extract<ActionKind, 'acceptOffer' | 'cancelOffer' | 'placeBid'>;
const ROW_ACTIONS: ReadonlySet<string> = new Set<RowActionKind>(['acceptOffer', 'cancelOffer', 'placeBid']);

export interface RowRequest {
  readonly kind: RowActionKind;
  readonly nft: string;
  /** The offer accepted or cancelled. */
  readonly offer: string | null;
  /** The link clicked: its row shows the outcome. */
  readonly link: HTMLElement;
  /** Tells two clicks on the same link apart. */
  readonly at: number;
}

/** The NFT page's confirmation of the same action (the NFT page's island opens it from the query). */
export function rowActionHref(nft: string, kind: RowActionKind, offer?: string): string {
  return `/nft/${nft}?action=${kind}${offer ? `&offer=${offer}` : ''}`;
}

/** The request a row's action link makes, or null for anything else. */
export function rowRequestOf(link: HTMLElement, at: number): RowRequest | null {
  const kind = link.dataset['capture'];
  const nft = link.dataset['nft'];
  if (!kind || !ROW_ACTIONS.has(kind) || !nft) return null;
  const offer = link.dataset['offer'] ?? null;
  if (kind !== 'placeBid' && !offer) return null;
  return { kind: kind as RowActionKind, nft, offer, link, at };
}
