import type { AbiName } from './abis';
import type { Address } from './address';
import type { ChainView, ExecContext, Input } from './context';
import type { ContractKind, MessageBody } from './types';

/** A getter's read-only view: `runLocal` and the answers of responsible functions use it. */
export interface GetterView<S> {
  readonly self: Address;
  readonly state: S;
  readonly now: number;
  readonly chain: ChainView;
}

export type Handler<S> = (ctx: ExecContext<S>, input: Input) => void;
export type Getter<S> = (view: GetterView<S>, input: Input) => Record<string, unknown>;

/**
 * One simulated contract: its ABI, its message handlers (internal and external calls by ABI
 * function name, 'constructor' for deploys), its getters (by ABI name; outputs by ABI output
 * name), and its bounce handler. State is plain data so the chain can be serialised.
 */
export interface ContractDefinition<S> {
  readonly kind: ContractKind;
  readonly abi: AbiName;
  readonly handlers: Readonly<Record<string, Handler<S>>>;
  readonly getters: Readonly<Record<string, Getter<S>>>;
  /** 0.8: sees the failed call's function and arguments. Absent = bounced value is just credited. */
  readonly onBounce?: (ctx: ExecContext<S>, bounced: MessageBody, from: Address) => void;
  /** A message with an empty body. Absent = the value is accepted. */
  readonly receive?: (ctx: ExecContext<S>) => void;
  /** 0.12: plain user wallets accept (and ignore) any call. */
  readonly acceptsAnyCall?: boolean;
}

export function defineContract<S>(definition: ContractDefinition<S>): ContractDefinition<S> {
  return definition;
}
