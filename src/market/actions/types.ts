// What every market action takes and returns.
import type { MarketplaceApi } from '../../api/client';
import type { Token } from '@shared/lib/tokens';
import type { Connection } from '../../chain/connection';

/**
 * The API calls the actions use: factory addresses, the owner's fee (discount), the NFT record and its
 * offers, and each action's expected network fee for the confirmations.
 */
export type ActionApi = Pick<MarketplaceApi, 'roots' | 'ownerFee' | 'nftDetails' | 'nftDirectBuy' | 'networkFees'>;

export interface ActionContext {
  /** The connected wallet; null when none is (every action then throws "Wallet is not connected"). */
  connection: Connection | null;
  api: ActionApi;
  /** The payment tokens of the site (decimals, and which root is paid in native coin). */
  tokens: readonly Token[];
  /** How often the NFT record is polled after the on-chain result (default 1000 ms). */
  pollIntervalMs?: number;
  /**
   * How long each wait lasts (default 60 000 ms): the wait for the on-chain callback, then, once
   * it came, the wait for the NFT record to show the result.
   */
  timeoutMs?: number;
}

/**
 * The stages a UI can toast:
 * - `signing`: the wallet is asked to sign (its window is open);
 * - `confirming`: the message is sent, waiting for the contract's callback;
 * - `indexing`: the chain answered, waiting until the marketplace API shows the result.
 */
export type ActionStage = 'signing' | 'confirming' | 'indexing';

export interface ActionOptions {
  onProgress?: (stage: ActionStage) => void;
  /**
   * false: done once the contract's callback came, without waiting for the marketplace API to show it (no
   * `indexing` stage). For a first step whose next step knows the chain's answer (Edit price), so the
   * second message goes out with the first's block, not with the index.
   */
  awaitIndex?: boolean;
}

/** Why an action failed (the UI shows `description` either way). */
export type FailureReason =
  /** The person rejected the request in the wallet. */
  | 'rejected'
  /** The contract answered with its "declined" / "not success" callback. */
  | 'declined'
  /** The message bounced back from the contract called (the contract refused it). */
  | 'bounced'
  /** The wallet's message was not delivered (expired) or its transaction aborted. */
  | 'not-sent'
  /** No callback arrived in time and the API does not show the result. */
  | 'timeout'
  /** Anything else (a network, API or wallet error). */
  | 'error';

export interface ActionFailure {
  readonly ok: false;
  /** The spec's failure description ("Sale failed", "NFT purchase failed", ...). */
  readonly description: string;
  readonly reason: FailureReason;
  /** The callback that reported the failure, when one did. */
  readonly callback?: string;
  readonly error?: unknown;
}

export interface ActionSuccessBase {
  readonly ok: true;
  /** The callback that reported the result; null when it did not arrive but the API shows the result. */
  readonly callback: string | null;
  /** True when the marketplace API showed the result before the timeout. */
  readonly indexed: boolean;
  /** The callback id the action sent (for matching activity or logs). */
  readonly callbackId: number;
}

export type ActionResult<T extends object = object> = (ActionSuccessBase & T) | ActionFailure;
