/**
 * The roster's certificate revocation (site/staff/courses/certificate-revoke.tsx, issue 38 item 9)
 * against a stand-in of POST /api/staff/courses/certificates/:code/revoke: the reason is asked for,
 * sent with the staff XSRF header, and the date shows once revoked; a refusal shows its sentence.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CertificateRevoke } from '../../../site/staff/courses/certificate-revoke';

const CODE = 'ABCDEFGHJKMNPQRSTVWX';
let answer: { status: number; body: unknown };
const calls: { url: string; method: string; body: string; headers: Record<string, string> }[] = [];

function stubApi() {
  document.cookie = 'STAFF-XSRF-TOKEN=staff-xsrf';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> }) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ?? '', headers: init.headers ?? {} });
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'STAFF-XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('revoking a certificate from the roster', () => {
  it('asks for a reason before sending anything', async () => {
    stubApi();
    const changed = vi.fn();
    render(<CertificateRevoke code={CODE} revokedAt={null} onChanged={changed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please give the reason for revoking.');
    expect(calls).toHaveLength(0);
    expect(changed).not.toHaveBeenCalled();
  });

  it('sends the reason with the staff XSRF header and then shows the date of revocation', async () => {
    answer = { status: 200, body: { success: true, message: 'Certificate revoked.', revoked_at: '2026-12-05T15:00:00.000Z' } };
    stubApi();
    const changed = vi.fn();
    render(<CertificateRevoke code={CODE} revokedAt={null} onChanged={changed} />);
    fireEvent.change(screen.getByLabelText(`Reason for revoking certificate ${CODE}`), { target: { value: '  Left before the afternoon session  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    expect((await screen.findByText(/revoked on/)).textContent).toBe(`Certificate ${CODE}: revoked on Dec 5, 2026`);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, 'http://x').pathname).toBe(`/api/staff/courses/certificates/${CODE}/revoke`);
    expect(calls[0]!.method.toUpperCase()).toBe('POST');
    expect(JSON.parse(calls[0]!.body)).toEqual({ reason: 'Left before the afternoon session' });
    expect(calls[0]!.headers['x-staff-xsrf-token']).toBe('staff-xsrf');
    expect(changed).toHaveBeenCalledOnce();
  });

  it('shows the server’s sentence when it refuses, and keeps the form', async () => {
    answer = { status: 409, body: { success: false, message: 'This certificate was already revoked.' } };
    stubApi();
    const changed = vi.fn();
    render(<CertificateRevoke code={CODE} revokedAt={null} onChanged={changed} />);
    fireEvent.change(screen.getByLabelText(`Reason for revoking certificate ${CODE}`), { target: { value: 'Duplicate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This certificate was already revoked.');
    expect(screen.getByRole('button', { name: 'Revoke certificate' })).toBeTruthy();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('shows a revoked certificate’s date, in Miami, without a form', () => {
    render(<CertificateRevoke code={CODE} revokedAt={Date.UTC(2026, 11, 6, 3, 0)} onChanged={() => undefined} />);
    expect(screen.getByText(/revoked on/).textContent).toBe(`Certificate ${CODE}: revoked on Dec 5, 2026`);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
