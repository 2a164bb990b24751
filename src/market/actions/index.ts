// The market actions: each takes `(ctx, params)`, checks the spec's rules (throwing
// `MarketActionError` with the spec's message before anything is signed), has the wallet sign and
// send, waits for the contract's callback, then polls the API until the result shows.
export { acceptOffer, type AcceptOfferParams, type AcceptOfferResult } from './accept-offer';
export { buy, type BuyParams, type BuyResult } from './buy';
export { cancelOffer, type CancelOfferParams, type CancelOfferResult } from './cancel-offer';
export { closeSell, type CloseSellParams, type CloseSellResult } from './close-sell';
export { createAuction, type CreateAuctionParams, type CreateAuctionResult } from './create-auction';
export { MarketActionError, type MarketActionErrorCode } from './errors';
export { finishAuction, type FinishAuctionOutcome, type FinishAuctionParams, type FinishAuctionResult } from './finish-auction';
export { makeOffer, type MakeOfferParams, type MakeOfferResult } from './make-offer';
export { wrapTokenTransfer, type PaymentMethod, type TokenPayment, type WrapTokenTransferResult } from './payment';
export { placeBid, type PlaceBidParams, type PlaceBidResult } from './place-bid';
export { startSell, type StartSellParams, type StartSellResult } from './start-sell';
export { recipientHistory, transferNft, type TransferNftParams, type TransferNftResult } from './transfer-nft';
export type {
  ActionApi,
  ActionContext,
  ActionFailure,
  ActionOptions,
  ActionResult,
  ActionStage,
  ActionSuccessBase,
  FailureReason,
} from './types';
export type { CallbackName } from './watch';
