// The live socket client: one WebSocket per followed topic to /live, reconnecting
// with backoff, setting the live-status atoms. A page follows its own topic (NFT, collection activity,
// profile); a signed-in user's bell follows `user:<their address>`, which on their own profile is the
// same socket. Loaded after first paint (./live-later.ts): nothing here is in the JS before interaction.
import { LIVE_PATH, LIVE_PING, LIVE_PONG, LIVE_PROTOCOL, type LiveChangeFrame } from '@shared/contract/live';
import { $liveChange, $liveConnected } from './live-status';

const PING_EVERY_MS = 25_000;
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

interface Follow {
  readonly topic: string;
  /** Counts the callers following it (a page and the bell may share a topic). */
  users: number;
  /** Whether this socket's state is the page's `$liveConnected` (the page's own topic, not the bell's). */
  page: boolean;
  /** The session token on the signed-in user's own feed (it then carries notifications). */
  token: string | null;
  socket: WebSocket | null;
  /** Opened at least once: a later open is a reconnect. */
  opened: boolean;
  attempt: number;
  retry: ReturnType<typeof setTimeout> | null;
  ping: ReturnType<typeof setInterval> | null;
}

const follows = new Map<string, Follow>();

function updateConnected(): void {
  const pages = [...follows.values()].filter((f) => f.page);
  const connected = pages.length > 0 && pages.every((f) => f.socket?.readyState === WebSocket.OPEN);
  $liveConnected.set(connected);
  // For tests and the benchmark: the page is on a live socket.
  document.documentElement.toggleAttribute('data-live-connected', connected);
}

function open(follow: Follow): void {
  const url = new URL(LIVE_PATH, location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('topic', follow.topic);
  const token = follow.token;
  let socket: WebSocket;
  try {
    socket = token ? new WebSocket(url, [LIVE_PROTOCOL, token]) : new WebSocket(url);
  } catch {
    return schedule(follow);
  }
  follow.socket = socket;
  socket.addEventListener('open', () => {
    const reconnected = follow.attempt > 0 || follow.opened;
    follow.attempt = 0;
    follow.opened = true;
    follow.ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(LIVE_PING), PING_EVERY_MS);
    updateConnected();
    // Whatever changed while the socket was down: one refresh, as if pushed.
    if (reconnected) $liveChange.set({ topic: follow.topic, at: Date.now() });
  });
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || event.data === LIVE_PONG) return;
    try {
      const frame = JSON.parse(event.data) as Partial<LiveChangeFrame>;
      if (frame.type === 'change' && frame.topic === follow.topic) $liveChange.set({ topic: follow.topic, at: Date.now() });
    } catch {
      // Not ours: ignored.
    }
  });
  socket.addEventListener('close', () => {
    if (follow.ping) clearInterval(follow.ping);
    follow.ping = null;
    follow.socket = null;
    updateConnected();
    if (follows.get(follow.topic) === follow) schedule(follow);
  });
}

function schedule(follow: Follow): void {
  const base = BACKOFF_MS[Math.min(follow.attempt, BACKOFF_MS.length - 1)]!;
  follow.attempt++;
  follow.retry = setTimeout(
    () => {
      follow.retry = null;
      if (follows.get(follow.topic) === follow) open(follow);
    },
    base + Math.random() * base * 0.3,
  );
}

export interface FollowOptions {
  /** The page's own topic (default): while its socket is open `$liveConnected` is true and the page's 5 s polling pauses. */
  readonly page?: boolean;
  /** The session token, on the signed-in user's own `user:<address>` feed: the server then adds their notifications. */
  readonly token?: string | null;
}

/** Follows a topic until the returned function is called. */
export function follow(topic: string, { page = true, token = null }: FollowOptions = {}): () => void {
  let entry = follows.get(topic);
  if (entry) {
    entry.users++;
    entry.page ||= page;
    if (token && entry.token !== token) {
      // The owner's session joins a public socket: reconnect with it.
      entry.token = token;
      entry.socket?.close(1000, 'reauthorising');
    }
  } else {
    entry = { topic, users: 1, page, token, socket: null, opened: false, attempt: 0, retry: null, ping: null };
    follows.set(topic, entry);
    open(entry);
  }
  updateConnected();
  const followed = entry;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--followed.users > 0) return;
    follows.delete(topic);
    if (followed.retry) clearTimeout(followed.retry);
    if (followed.ping) clearInterval(followed.ping);
    followed.socket?.close(1000, 'unfollowed');
    updateConnected();
  };
}
