// Make an offer (a direct buy, contract-semantics 2.e): the buyer pays the FactoryDirectBuy with a
// token transfer carrying `buildDirectBuyCreationPayload`; the factory deploys a DirectBuy holding
// the tokens and calls back `directBuyDeployed` (or `directBuyDeployedDeclined` with a refund).
// Offers in the native coin go through the wrapped-native vault (payment.ts).
import { toUnitsBigInt } from '@shared/lib/amounts';
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import type { Token } from '@shared/lib/tokens';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { preparePayment, type PaymentMethod } from './payment';
import { attempt, run } from './run';
import {
  canonical,
  chainNow,
  directBuyGasTable,
  discountArgs,
  newCallbackId,
  ownerDiscount,
  readNft,
  requireConnection,
  rootAddress,
  sameAddress,
  session,
} from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface MakeOfferParams extends ActionOptions {
  readonly nft: string;
  /** The offered price in whole tokens, converted with `toUnits` (rounded up). */
  readonly price: string;
  /** The payment token; the native coin (`isNative`) is paid through the wrapped-native vault. */
  readonly token: Token;
  /** 0 = no end. */
  readonly durationSeconds: number;
  /** Unix seconds; default now (chain time). */
  readonly startTime?: number;
}

export type MakeOfferResult = ActionResult<{ directBuy: string | null; amount: string; payment: PaymentMethod }>;

export async function makeOffer(ctx: ActionContext, params: MakeOfferParams): Promise<MakeOfferResult> {
  const connection = requireConnection(ctx, 'makeOffer');
  return attempt(FAILURE_DESCRIPTIONS.offer, async () => {
    const details = await readNft(ctx, params.nft);
    // Spec §4: "Make offer refused while an auction is active" (an unfinished auction past its end is not).
    const auctionAddress = details.nft.auction;
    if (auctionAddress !== null && (details.auction[auctionAddress]?.status ?? 'active') === 'active') throw ruleBroken('activeAuction');

    const s = session(connection);
    const nft = canonical(params.nft);
    const amount = toUnitsBigInt(params.price, params.token.decimals);
    const factory = await rootAddress(ctx, 'buy');
    const [table, discount, now] = await Promise.all([directBuyGasTable(s, factory), ownerDiscount(ctx, s.owner, 'buy'), chainNow(s)]);
    const gas = directBuyGas('create', table, params.token.isNative);
    const callbackId = newCallbackId();
    const d = discountArgs(discount);
    const { value0: payload } = await s.c
      .factoryDirectBuy(factory)
      .methods.buildDirectBuyCreationPayload({
        callbackId,
        buyer: at(s.owner),
        nft: at(nft),
        startTime: params.startTime ?? now,
        durationTime: params.durationSeconds,
        discountCollection: d.collection,
        discountNftId: d.nftId,
      })
      .call();
    const send = await preparePayment(s, { token: params.token, amount, recipient: factory, payload, gas: gas.total });

    // "offer appears or its status changes": ours shows, or the best offer (or its status) changes.
    const before = details.nft.bestOffer;
    const beforeStatus = before === null ? undefined : details.directBuy[before]?.status;
    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.offer,
      callbackId,
      callbacks: { success: ['directBuyDeployed'], failure: ['directBuyDeployedDeclined'] },
      send,
      nft,
      indexed: async (d, reported) => {
        const created = reported ? canonical(String(reported.input['directBuy'])) : null;
        if (created !== null && (sameAddress(d.nft.bestOffer, created) || d.directBuy[created] !== undefined)) return true;
        const best = d.nft.bestOffer;
        if (best === null || before === null ? best !== before : !sameAddress(best, before)) return true;
        if (before !== null && d.directBuy[before]?.status !== beforeStatus) return true;
        // An offer below the best one never shows in the NFT record, which holds the best offer only: the
        // NFT's offers (newest first) show it. Without this the wait ran its whole minute.
        return created !== null && (await offerListed(ctx, nft, created));
      },
      result: (reported) => ({
        directBuy: reported ? canonical(String(reported.input['directBuy'])) : null,
        amount: amount.toString(),
        payment: send.method,
      }),
    });
  });
}

/** Whether the NFT's offers, as the marketplace lists them (newest first), hold `offer`. */
async function offerListed(ctx: ActionContext, nft: string, offer: string): Promise<boolean> {
  const { items } = await ctx.api.nftDirectBuy({ nft, limit: 20 });
  return items.some((item) => sameAddress(item.address, offer));
}
