/** The certificate's calls as server/api-operations.ts lists every call (docs/product/api.md "Training course"). */
import { failure, jsonBody, jsonRefusals, pathParam, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { TOKEN_MAX } from './course-request';
import { CERTIFICATE_CODE_LENGTH } from './certificate-code';
import { REASON_MAX } from './certificate-request';
import { certificateCheckReply, certificateRevokedReply } from './certificate-replies';

const codeParam = pathParam('code', `The certificate’s number: ${CERTIFICATE_CODE_LENGTH} characters, as printed and in its QR code.`, {
  type: 'string',
  minLength: 1,
  maxLength: 100,
} as JsonSchema);
const tag = 'Training course' as const;

export const certificateOperations = {
  checkCertificate: {
    method: 'GET',
    path: '/api/certificates/:code',
    operationId: 'checkCertificate',
    tag,
    summary: 'Check a certificate of attendance',
    description: 'What the public verification page shows: valid or revoked, the name and the course day; nothing else about the participant. Never cached.',
    security: 'public',
    parameters: [codeParam],
    responses: { '200': { description: 'The certificate.', schema: certificateCheckReply }, '404': refusal('No certificate has this number.'), ...failure },
  },
  courseEnrollmentCertificate: {
    method: 'GET',
    path: '/api/courses/enrollment/certificate',
    operationId: 'getCourseEnrollmentCertificate',
    tag,
    summary: 'Her certificate of attendance (PDF), downloaded again',
    description: 'The same certificate as mailed, made again from the stored number. Once she is marked attended and it has been issued; a revoked one is not handed out.',
    parameters: [
      {
        name: 'X-Enrollment-Token',
        in: 'header',
        description: 'The `token` of the link in an enrollment mail. In a header, never in the address, which proxies and access logs keep.',
        required: true,
        schema: { type: 'string', maxLength: TOKEN_MAX } as JsonSchema,
      },
    ],
    security: 'public',
    responses: {
      '200': { description: 'The certificate, as an attachment.', content: { 'application/pdf': { type: 'string', format: 'binary' } as JsonSchema } },
      '404': refusal('No certificate for this enrollment: not attended, not issued yet, or revoked.'),
      '410': refusal('The link is unknown or has expired.'),
      ...failure,
    },
  },
  revokeCertificate: {
    method: 'POST',
    path: '/api/staff/courses/certificates/:code/revoke',
    operationId: 'revokeCertificate',
    tag,
    summary: 'Revoke a certificate of attendance, with a reason',
    description: 'Its verification page says revoked (with the date) from then on; the reason stays in the day’s audit log, never on the public page.',
    security: 'staffWrite',
    parameters: [codeParam],
    body: jsonBody({ type: 'object', properties: { reason: { type: 'string', minLength: 1, maxLength: REASON_MAX, description: 'Why: shown to staff only.' } }, required: ['reason'] } as JsonSchema),
    bodyRequired: true,
    responses: {
      '200': { description: 'Revoked.', schema: certificateRevokedReply },
      ...jsonRefusals,
      '400': refusal('The body is not valid JSON, or the reason is missing, empty, over 500 characters or not one line of text.'),
      '401': refusal('No staff session (or it ended).'),
      '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.'),
      '404': refusal('No certificate has this number.'),
      '409': refusal('Already revoked.'),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;

