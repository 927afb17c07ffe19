/**
 * The widget build's stand-in for valtio (widgets/session-store-lite.ts) keeps the promises the
 * session store relies on: a field set to the value it has changes nothing, a snapshot stays the
 * same object until the next change, listeners hear of a task's changes in one call (or of each at
 * once when subscribed in sync), and unsubscribing stops them.
 */
import { describe, expect, it } from 'vitest';
import { proxy, snapshot, subscribe } from '../../../widgets/session-store-lite';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the session store without valtio', () => {
  it('keeps a snapshot until the state changes, and a change shows in the next one', () => {
    const state = proxy({ isLogin: false, userId: '' });
    const first = snapshot(state);
    expect(snapshot(state)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    state.isLogin = false;
    expect(snapshot(state)).toBe(first);
    state.isLogin = true;
    const second = snapshot(state);
    expect(second).not.toBe(first);
    expect(second).toEqual({ isLogin: true, userId: '' });
    expect(first).toEqual({ isLogin: false, userId: '' });
  });

  it('tells listeners once per task, sync listeners at each change, and nobody after unsubscribing', async () => {
    const state = proxy({ isLogin: false, userId: '' });
    const later: string[] = [];
    const atOnce: string[] = [];
    const stop = subscribe(state, () => later.push(`${state.isLogin}/${state.userId}`));
    subscribe(state, () => atOnce.push(`${state.isLogin}/${state.userId}`), true);
    state.isLogin = true;
    state.userId = '7';
    state.userId = '7';
    expect(atOnce).toEqual(['true/', 'true/7']);
    expect(later).toEqual([]);
    await tick();
    expect(later).toEqual(['true/7']);
    stop();
    state.userId = '';
    await tick();
    expect(later).toEqual(['true/7']);
    expect(atOnce).toEqual(['true/', 'true/7', 'true/']);
  });
});
