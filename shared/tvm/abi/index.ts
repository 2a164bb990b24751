/** The project's TVM ABI 2.x codec on @ton/core cells: function calls, event bodies and persistent data. */
export { decodeEventBody, decodeFields, encodeEventBody, encodeFields, eventId, eventSignature, type DecodedEvent } from './events';
export { AbiDecodeError, decodeChain, encodeChain } from './chain';
export {
  answerFunction,
  bodyId,
  decodeCallBody,
  decodeOutputBody,
  encodeCallBody,
  encodeOutputBody,
  functionId,
  functionSignature,
  outputId,
  type DecodedCall,
} from './functions';
export { AbiValueError, type AbiValue } from './codec';
export type { AbiEventEntry, AbiLike, AbiParam } from './types';
export type { AbiCell, AbiSlice } from './reading';
