import { EVENT_TYPES, type EventType } from '@shared/contract/enums/event-types';

/** The stored code of an NftEvent kind: its index in EVENT_TYPES, as the event_kinds table numbers them. */
export function eventKindCode(type: EventType): number {
  return EVENT_TYPES.indexOf(type);
}

/** The kind a stored code stands for. */
export function eventKindOf(code: number): EventType | undefined {
  return EVENT_TYPES[code];
}
