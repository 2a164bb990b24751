/** The indexer's public surface: chain event envelopes in, D1 rows out (see ./ingest.ts). */
export { ingest, type IngestOptions, type IngestResult } from './ingest';
export { sweepExpired } from './sweep';
export {
  CHAIN_EVENT_KINDS,
  InvalidChainEventError,
  chainEventSchema,
  parseChainEvents,
  type ChainEvent,
  type ChainEventInput,
  type ChainEventKind,
} from './envelope';
