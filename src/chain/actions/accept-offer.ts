// Accept an offer (contract-semantics DB-C): the NFT owner makes the DirectBuy the NFT's manager with
// a payload whose first 32 bits are the callback id (the creation payload layout, A.6); it calls
// back `directBuySuccess` (the NFT goes to the buyer, the owner is paid), or `directBuyNotSuccess` /
// `directBuyCancelledOnTime` and gives the manager role back.
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { ruleBroken } from './errors';
import { attempt, run } from './run';
import { canonical, directBuyGasTable, newCallbackId, readNft, requireConnection, rootAddress, sameAddress, session } from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface AcceptOfferParams extends ActionOptions {
  readonly nft: string;
  /** The DirectBuy address. */
  readonly offer: string;
}

export type AcceptOfferResult = ActionResult<{ directBuy: string; buyer: string; price: string }>;

export async function acceptOffer(ctx: ActionContext, params: AcceptOfferParams): Promise<AcceptOfferResult> {
  const connection = requireConnection(ctx, 'acceptOffer');
  return attempt(FAILURE_DESCRIPTIONS.offer, async () => {
    const details = await readNft(ctx, params.nft);
    // Spec §6: the owner accepts offers, "an existing sale must be cancelled first".
    if (details.nft.forsale !== null) throw ruleBroken('directSellExists');
    // An auction manages the NFT until it is finished: the owner cannot hand it to the offer.
    if (details.nft.auction !== null) throw ruleBroken('activeAuction');

    const s = session(connection);
    const nft = canonical(params.nft);
    const directBuy = canonical(params.offer);
    const factory = await rootAddress(ctx, 'buy');
    const [{ value0: info }, table] = await Promise.all([
      s.c.directBuy(directBuy).methods.getInfo({}).call(),
      directBuyGasTable(s, factory),
    ]);
    const buyer = canonical(info.creator.toString());
    const gas = directBuyGas('accept', table);
    const callbackId = newCallbackId();
    const { value0: payload } = await s.c
      .factoryDirectBuy(factory)
      .methods.buildDirectBuyCreationPayload({
        callbackId,
        buyer: at(buyer),
        nft: at(nft),
        startTime: 0,
        durationTime: 0,
        discountCollection: null,
        discountNftId: null,
      })
      .call();
    const call = s.c.nft(nft).methods.changeManager({
      newManager: at(directBuy),
      sendGasTo: at(s.owner),
      callbacks: [[at(directBuy), { value: gas.entry.toString(), payload }]],
    });

    // "After accept it waits until offer status differs from the earlier one" (or the buyer owns the NFT).
    const before = details.directBuy[directBuy]?.status ?? null;
    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.offer,
      callbackId,
      callbacks: { success: ['directBuySuccess'], failure: ['directBuyNotSuccess', 'directBuyCancelledOnTime'] },
      send: prepare(s.owner, at(nft), 'changeManager', gas.total, call),
      nft,
      indexed: (d) => (d.directBuy[directBuy]?.status ?? null) !== before || sameAddress(d.nft.owner, buyer),
      result: () => ({ directBuy, buyer, price: info._price }),
    });
  });
}
