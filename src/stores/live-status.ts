import { atom } from 'nanostores';

/** True while a live socket delivers this page's changes; the 5 s pollers pause while it is. */
export const $liveConnected = atom(false);
/** The last change pushed for a topic (`nft:<address>`, `collection:<address>`, `user:<address>`). */
export const $liveChange = atom<{ topic: string; at: number } | null>(null);
