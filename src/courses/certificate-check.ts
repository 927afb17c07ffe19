/** What the public check of a certificate tells (GET /api/certificates/:code, the page /certificates/{code}): nothing else about her. */
export interface CertificateCheck {
  code: string;
  status: 'valid' | 'revoked';
  name: string;
  /** the course day, YYYY-MM-DD */
  course_date: string;
  /** ISO 8601, when revoked */
  revoked_at: string | null;
}
