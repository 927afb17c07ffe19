/**
 * `valtio/vanilla` in the widget build: the three calls the session store makes (src/session/) on
 * its one flat object, which the store only ever changes a whole field at a time. About 0.9 KB
 * gzipped less than valtio in a bundle held to 20 KB; the site keeps valtio itself. Like valtio: a
 * field set to the value it has changes nothing, a snapshot stays the same object until the next
 * change, and listeners hear of the changes in one call at the end of the task, or at once when
 * they subscribe in sync.
 */
type Listener = [call: () => void, sync: boolean];
/** per store: its current snapshot and its listeners (a tuple: names would survive minifying) */
type Store = [snapshot: () => object, listeners: Set<Listener>];

const stores = new WeakMap<object, Store>();

export function proxy<T extends object>(initial: T): T {
  const listeners = new Set<Listener>();
  let current: object | undefined;
  let queued = false;
  const state = new Proxy(initial, {
    set(target, key, value) {
      if (!Object.is(Reflect.get(target, key), value)) {
        Reflect.set(target, key, value);
        current = undefined;
        listeners.forEach(([call, sync]) => sync && call());
        if (!queued) {
          queued = true;
          queueMicrotask(() => {
            queued = false;
            listeners.forEach(([call, sync]) => sync || call());
          });
        }
      }
      return true;
    },
  });
  stores.set(state, [() => (current ??= Object.freeze({ ...state })), listeners]);
  return state;
}

export const snapshot = <T extends object>(state: T): T => stores.get(state)![0]() as T;

export function subscribe(state: object, call: () => void, sync = false): () => void {
  const listeners = stores.get(state)![1];
  const listener: Listener = [call, sync];
  listeners.add(listener);
  return () => listeners.delete(listener);
}
