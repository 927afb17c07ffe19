/**
 * /certificates/{code} (docs/product/screens.md "Certificate verification"): where the QR code on a
 * certificate of attendance leads. Valid or revoked (with the day of revocation), the name and the
 * course day, and nothing else about her. Never indexed; an unknown number is a 404.
 */
import { useLoaderData } from 'react-router-dom';
import { useSiteLocale } from '../i18n/site-locale-context';
import { certificateCopy as english } from '../certificates/certificate-copy';
import { certificateCopy as spanish } from '../certificates/certificate-copy.es';
import { certificateLoader, isCertificateData } from '../certificates/certificate-loader';
import { courseDate } from '../trainings/course-dates';
import '../certificates/certificate.css';

export { certificateLoader };

/** The clinic day (Miami) an instant falls on, YYYY-MM-DD: the day a revocation is dated. */
const clinicDay = (iso: string): string => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
};

export function CertificatePage() {
  const locale = useSiteLocale();
  const copy = locale === 'es' ? spanish : english;
  const loaded: unknown = useLoaderData();
  const certificate = isCertificateData(loaded) ? loaded.certificate : undefined;

  if (certificate === null || certificate === undefined) {
    return (
      <div className="container page-body certificate-page">
        <h1>{certificate === null ? copy.unknownTitle : copy.title}</h1>
        <p role={certificate === null ? undefined : 'alert'}>{certificate === null ? copy.unknown : copy.failed}</p>
        <p>{copy.questions}</p>
      </div>
    );
  }
  const valid = certificate.status === 'valid';
  return (
    <div className="container page-body certificate-page">
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>
      <div className={`certificate-page__verdict certificate-page__verdict--${certificate.status}`}>
        <p className="certificate-page__status">{valid ? copy.valid : copy.revoked}</p>
        <p>{valid ? copy.validNote : copy.revokedNote(courseDate(clinicDay(certificate.revoked_at ?? ''), locale))}</p>
      </div>
      <dl className="certificate-page__facts">
        <dt>{copy.name}</dt>
        <dd>{certificate.name}</dd>
        <dt>{copy.courseDate}</dt>
        <dd>{courseDate(certificate.course_date, locale)}</dd>
        <dt>{copy.number}</dt>
        <dd className="certificate-page__code">{certificate.code}</dd>
      </dl>
      <p>{copy.questions}</p>
    </div>
  );
}
