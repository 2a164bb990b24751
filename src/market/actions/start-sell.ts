// Put an NFT on sale at a fixed price (contract-semantics 2.a): the owner makes the FactoryDirectSell
// the NFT's manager with the listing payload; the factory deploys a DirectSell and calls back
// `directSellDeployed` (or `directSellDeclined`, giving the NFT back).
import { toUnitsBigInt } from '@shared/lib/amounts';
import { directSellGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import type { Token } from '@shared/lib/tokens';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical, sameAddress, sleep, type Session, handNftTo } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface StartSellParams extends ActionOptions {
  readonly nft: string;
  /** Price in whole tokens (decimal string), converted with `toUnits` (rounded up). */
  readonly price: string;
  readonly token: Token;
  /** Unix seconds; default now (chain time). */
  readonly startTime?: number;
  /** 0 = no end ("None"). */
  readonly durationSeconds: number;
  /**
   * The listing of this NFT that the person's previous step closed, as the chain confirmed (Edit price):
   * the index may show it a moment longer, and it does not count as an existing sale.
   */
  readonly replacing?: string;
}

type SaleStarted = { directSell: string | null };
export type StartSellResult = ActionResult<SaleStarted>;

export const startSell: MarketActionRun<StartSellParams, SaleStarted> = defineMarketAction({
  action: 'startSell',
  failure: FAILURE_DESCRIPTIONS.sale,
  root: 'sell',
  check: (details, params) => {
    // Spec §4: "Start sale refused if a direct sell exists".
    const forsale = details.nft.forsale;
    if (forsale !== null && !(params.replacing && sameAddress(forsale, params.replacing))) throw ruleBroken('directSellExists');
  },
  creates: true,
  read: ({ params, s, nft }) => (params.replacing ? managerBack(s, nft) : Promise.resolve()),
  plan: async ({ params, s, nft, factory, table, discount, now, callbackId }) => {
    const gas = directSellGas('start', table);
    const { value0: payload } = await s.c
      .factoryDirectSell(factory)
      .methods.buildDirectSellCreationPayload({
        _callbackId: callbackId,
        _startTime: params.startTime ?? now,
        _durationTime: params.durationSeconds,
        _paymentToken: at(params.token.address),
        _price: toUnitsBigInt(params.price, params.token.decimals).toString(),
        _recipient: at(s.owner),
        _discountCollection: discount.collection,
        _discountNftId: discount.nftId,
      })
      .call();
    return {
      callbacks: { success: ['directSellDeployed'], failure: ['directSellDeclined'] },
      // DS-A.2: the callback carries the factory's `sell` gas; the message adds the operation amount.
      send: handNftTo(s, nft, factory, gas, payload),
      // "sale ... exists after start"
      indexed: (d, reported) => (reported ? sameAddress(d.nft.forsale, String(reported.input['directSell'])) : d.nft.forsale !== null),
      result: (reported, d) => ({ directSell: reported ? canonical(String(reported.input['directSell'])) : (d?.nft.forsale ?? null) }),
    };
  },
});

const MANAGER_CHECKS = 40;
const MANAGER_CHECK_MS = 250;

/**
 * After Edit price's cancel, the NFT is the owner's to list again once its manager is back with them: the
 * closed sale's callback can reach the wallet before the NFT's own change does on a sharded chain. Read on
 * the chain (the NFT's `getInfo`), not the index; after ~10 s the listing goes ahead and the chain decides.
 */
async function managerBack(s: Session, nft: string): Promise<void> {
  for (let check = 0; check < MANAGER_CHECKS; check++) {
    try {
      const { manager } = await s.c.nft(nft).methods.getInfo({ answerId: 0 }).call();
      if (sameAddress(manager.toString(), s.owner)) return;
    } catch {
      // a failed read: look again
    }
    await sleep(MANAGER_CHECK_MS);
  }
}
