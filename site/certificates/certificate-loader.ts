/**
 * The loader of /certificates/:code: on the server it asks the courses room through the request
 * context, so the answer is in the HTML; after a client-side navigation it calls
 * GET /api/certificates/:code. An unknown number is answered with status 404, and the page says so.
 */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { CertificateCheck } from '../../src/courses/certificate-check';
import { get } from '../../src/api/http-client';
import { settle } from '../../src/responses/outcome';
import { localeOfPath } from '../../src/i18n/site-locale';
import { serverContext } from '../data/request-context';

export interface CertificateData {
  /** null: no certificate has this number; undefined: it could not be checked */
  certificate: CertificateCheck | null | undefined;
}

export function isCertificateData(value: unknown): value is CertificateData {
  return typeof value === 'object' && value !== null && 'certificate' in value;
}

async function check(code: string, pathname: string): Promise<CertificateCheck | null | undefined> {
  const outcome = await settle(get<{ certificate?: CertificateCheck }>(`/api/certificates/${encodeURIComponent(code)}`, localeOfPath(pathname)));
  if (outcome.ok) return outcome.data.certificate ?? undefined;
  return outcome.failure.response?.status === 404 ? null : undefined;
}

export async function certificateLoader({ context, params, request }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  const server = serverContext(context);
  const certificate = server ? ((await server.courses?.certificate?.(code)) ?? null) : await check(code, new URL(request.url).pathname);
  return certificate === null ? data<CertificateData>({ certificate }, { status: 404 }) : { certificate };
}
