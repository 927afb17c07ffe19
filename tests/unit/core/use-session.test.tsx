/**
 * The session hook after the first paint: a signed-out visitor's header is not rendered a second
 * time once the page is live (React would re-render it synchronously, one long task), a signed-in
 * visitor's shows her name right after mount, and a later sign-in re-renders it. Runs on React 19
 * and on preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { SessionUser } from '../../../src/session/session-store';

const ana: SessionUser = { id: 42, first_name: 'Ana', last_name: 'Suárez', email: 'ana@example.com', phone: '3055550100', dob: '1988-04-02', gender: 'Female', ref_type: 'Friend' };

// the hook remembers that the page has hydrated: each test starts from a fresh page
async function freshModules() {
  vi.resetModules();
  const store = await import('../../../src/session/session-store');
  const { useSession } = await import('../../../src/session/use-session');
  let renders = 0;
  function Greeting() {
    const state = useSession();
    renders += 1;
    return <p>{state.user ? `Hello, ${state.user.first_name}` : 'Sign in'}</p>;
  }
  return { store, Greeting, renders: () => renders };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useSession', () => {
  it('renders a signed-out visitor once: nothing changes after mount', async () => {
    const { Greeting, renders } = await freshModules();
    render(<Greeting />);
    expect(screen.getByText('Sign in')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders()).toBe(1);
  });

  it('shows a signed-in visitor right after mount, after a first render that matches the server', async () => {
    const { store, Greeting, renders } = await freshModules();
    store.loginUser(ana);
    render(<Greeting />);
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
    expect(renders()).toBeGreaterThanOrEqual(2);
  });

  it('follows a sign-in and a sign-out made after the page is live', async () => {
    const { store, Greeting } = await freshModules();
    render(<Greeting />);
    await act(async () => {
      store.loginUser(ana);
    });
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
    await act(async () => {
      store.logoutUser();
    });
    expect(await screen.findByText('Sign in')).toBeTruthy();
  });
});
