// The one runner of the market actions. Every action has the same preamble: read the NFT's record and check
// the spec's rule on it, then, at the same time, the factory and its gas table, whatever the action reads
// on the chain (the sale's price, the auction's token), and for the creating actions the owner's discount
// and the chain's clock; then a callback id, the action's own message, and `run`. An action is a spec of
// what differs (`defineMarketAction`); this file does the rest, in one order for all.
import type { GetNftResult } from '@shared/contract/schemas/envelopes';
import type { RootType } from '@shared/contract/schemas/enums';
import type { MarketAction } from '@shared/lib/errors';
import type { AuctionGasTable, DirectBuyGasTable, DirectSellGasTable } from '@shared/lib/gas';
import {
  auctionGasTable,
  canonical,
  chainNow,
  directBuyGasTable,
  directSellGasTable,
  discountArgs,
  newCallbackId,
  ownerDiscount,
  readNft,
  requireConnection,
  rootAddress,
  session,
  type Session,
} from './preparation';
import { attempt, run, type RunParams } from './run';
import type { ActionContext, ActionOptions, ActionResult } from './types';

/** Each factory's gas table, by the root's code. */
interface GasTables {
  readonly sell: DirectSellGasTable;
  readonly auction: AuctionGasTable;
  readonly buy: DirectBuyGasTable;
}

function gasTable<K extends RootType>(s: Session, root: K, factory: string): Promise<GasTables[K]> {
  const read = { sell: directSellGasTable, auction: auctionGasTable, buy: directBuyGasTable }[root];
  return read(s, factory) as Promise<GasTables[K]>;
}

/** What every action is given once its NFT is read and its rule holds. */
export interface Reading<P, S> {
  readonly ctx: ActionContext;
  readonly params: P;
  readonly s: Session;
  /** The NFT, canonical. */
  readonly nft: string;
  /** The NFT's record as the marketplace shows it (null for an action that reads none). */
  readonly details: GetNftResult | null;
  /** What the rule found on the record (the sale or the auction the action is about). */
  readonly subject: S;
}

/** A reading, with the factory, its gas table, the chain's reads and the creation's extras. */
export interface Prepared<P, S, K extends RootType, R> extends Reading<P, S> {
  readonly factory: string;
  readonly table: GasTables[K];
  readonly read: R;
  /** The owner's discount NFT, as the creation payloads take it (none unless `creates`). */
  readonly discount: ReturnType<typeof discountArgs>;
  /** The chain's "now" in unix seconds (0 unless `creates`). */
  readonly now: number;
  readonly callbackId: number;
}

/** The action's own part of `run`: its message, callbacks, when the index shows it, and its result. */
export type ActionPlan<T extends object> = Omit<RunParams<T>, 'session' | 'failure' | 'callbackId' | 'nft'>;

export interface MarketActionSpec<P extends ActionOptions & { readonly nft: string }, T extends object, S, K extends RootType, R> {
  /** For "Cannot <action>: Wallet is not connected." */
  readonly action: MarketAction;
  /** The spec's failure description ("Sale failed", ...). */
  readonly failure: string;
  /** The factory whose gas table prices the message. */
  readonly root: K;
  /**
   * The spec's rule on the NFT's record, checked before anything is signed: throws `ruleBroken`, or gives
   * what the action is about. `false`: the action reads no record (its subject is in its params).
   */
  readonly check: ((details: GetNftResult, params: P) => S) | false;
  /** The owner's discount and the chain's clock are read (the creation payloads carry them). */
  readonly creates?: boolean;
  /** What the action reads on the chain, at the same time as the gas table. */
  readonly read?: (reading: Reading<P, S>) => Promise<R>;
  /** The action's message and its life, from everything read. */
  readonly plan: (prepared: Prepared<P, S, K, R>) => Promise<ActionPlan<T>>;
}

/** A market action: `(ctx, params) => result`, a broken rule thrown as `MarketActionError`. */
export type MarketActionRun<P, T extends object> = (ctx: ActionContext, params: P) => Promise<ActionResult<T>>;

/** A market action from its spec. */
export function defineMarketAction<
  P extends ActionOptions & { readonly nft: string },
  T extends object,
  S,
  K extends RootType,
  R = undefined,
>(spec: MarketActionSpec<P, T, S, K, R>): MarketActionRun<P, T> {
  return async (ctx, params) => {
    const connection = requireConnection(ctx, spec.action);
    return attempt(spec.failure, async () => {
      const details = spec.check === false ? null : await readNft(ctx, params.nft);
      const subject = (spec.check === false || details === null ? undefined : spec.check(details, params)) as S;
      const reading: Reading<P, S> = { ctx, params, s: session(connection), nft: canonical(params.nft), details, subject };
      const { s } = reading;
      const [{ factory, table }, read, discount, now] = await Promise.all([
        rootAddress(ctx, spec.root).then(async (factory) => ({ factory, table: await gasTable(s, spec.root, factory) })),
        spec.read ? spec.read(reading) : (undefined as R),
        spec.creates ? ownerDiscount(ctx, s.owner, spec.root) : null,
        spec.creates ? chainNow(s) : 0,
      ]);
      const callbackId = newCallbackId();
      const plan = await spec.plan({
        ...reading,
        factory,
        table,
        read,
        discount: discountArgs(discount ?? { collection: null, nftId: null }),
        now,
        callbackId,
      });
      return run(ctx, params, { session: s, failure: spec.failure, callbackId, nft: reading.nft, ...plan });
    });
  };
}
