/** The project's TVM ABI 2.x codec on @ton/core cells: event bodies and persistent data. */
export { decodeEventBody, decodeFields, encodeEventBody, encodeFields, eventId, eventSignature, type DecodedEvent } from './events';
export { AbiDecodeError, decodeChain, encodeChain } from './chain';
export { AbiValueError, type AbiValue } from './codec';
export type { AbiEventEntry, AbiLike, AbiParam } from './types';
export type { AbiCell, AbiSlice } from './reading';
