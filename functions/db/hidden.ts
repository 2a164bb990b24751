/**
 * Collections an operator hid are in no list, feed or search; asked for by address
 * (their pages, a collection filter) they are still found. Their NFTs and activity carry verified = 0,
 * so only the lists that include unverified items need these conditions. The indexer never reads the
 * flag (search documents stay; /search checks it on the joined collection).
 */

/** The address ids of the hidden collections: a handful, read from their partial index. */
export const HIDDEN_COLLECTION_IDS = '(SELECT ha.id FROM collections hc JOIN addresses ha ON ha.address = hc.address WHERE hc.hidden = 1)';

/** `column` (an address id of a collection) is not a hidden collection's. */
export const notHidden = (collectionIdColumn: string) => `${collectionIdColumn} NOT IN ${HIDDEN_COLLECTION_IDS}`;
