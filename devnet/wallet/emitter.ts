// A small EventEmitter with the API everscale-inpage-provider expects of a provider
// (addListener, removeListener, on, once, prependListener, prependOnceListener, all returning
// `this`), plus off / removeAllListeners / listenerCount / emit. A listener that throws is
// reported and does not stop the others.
import type { ProviderEvent, RawProviderEventData } from 'everscale-inpage-provider';

type Listener<T extends ProviderEvent> = (data: RawProviderEventData<T>) => void;
interface Entry {
  readonly fn: (data: never) => void;
  readonly once: boolean;
}

export class ProviderEventEmitter {
  readonly #listeners = new Map<string, Entry[]>();

  #add(event: string, fn: (data: never) => void, once: boolean, prepend: boolean): this {
    if (typeof fn !== 'function') throw new TypeError('The listener must be a function');
    const list = this.#listeners.get(event) ?? [];
    const entry = { fn, once };
    this.#listeners.set(event, prepend ? [entry, ...list] : [...list, entry]);
    return this;
  }

  addListener<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.#add(eventName, listener, false, false);
  }

  on<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.#add(eventName, listener, false, false);
  }

  once<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.#add(eventName, listener, true, false);
  }

  prependListener<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.#add(eventName, listener, false, true);
  }

  prependOnceListener<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.#add(eventName, listener, true, true);
  }

  /** Removes the most recently added registration of `listener` (as Node's EventEmitter does). */
  removeListener<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    const list = this.#listeners.get(eventName);
    if (!list) return this;
    const index = list.map((entry) => entry.fn).lastIndexOf(listener as (data: never) => void);
    if (index >= 0) {
      const next = [...list.slice(0, index), ...list.slice(index + 1)];
      if (next.length > 0) this.#listeners.set(eventName, next);
      else this.#listeners.delete(eventName);
    }
    return this;
  }

  off<T extends ProviderEvent>(eventName: T, listener: Listener<T>): this {
    return this.removeListener(eventName, listener);
  }

  removeAllListeners(eventName?: ProviderEvent): this {
    if (eventName === undefined) this.#listeners.clear();
    else this.#listeners.delete(eventName);
    return this;
  }

  listenerCount(eventName: ProviderEvent): number {
    return this.#listeners.get(eventName)?.length ?? 0;
  }

  /** Calls the listeners in order with `data`; true when there were any. */
  emit<T extends ProviderEvent>(eventName: T, data: RawProviderEventData<T>): boolean {
    const list = this.#listeners.get(eventName);
    if (!list || list.length === 0) return false;
    const remaining = list.filter((entry) => !entry.once);
    if (remaining.length !== list.length) {
      if (remaining.length > 0) this.#listeners.set(eventName, remaining);
      else this.#listeners.delete(eventName);
    }
    for (const entry of list) {
      try {
        (entry.fn as Listener<T>)(data);
      } catch (error) {
        console.error(`devnet wallet: a "${eventName}" listener threw`, error);
      }
    }
    return true;
  }
}
