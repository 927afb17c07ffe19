/**
 * The invitation an owner sends from /staff/people: the one-time set-password link that
 * `npm run staff -- add` prints, by e-mail. Plain text; the outbox empties it once sent.
 */
import { clinic } from '../../src/config/clinic';
import type { OutgoingMail } from '../mail/outbox-repository';
import { EMAILED_LINK_TTL_MS } from '../auth/secure-tokens';

export function staffInviteMail(to: string, invite: { link: string; roleName: string; invitedBy: string }): OutgoingMail {
  return {
    kind: 'staff_invite',
    to,
    subject: `Your staff account at ${clinic.clinicName}`,
    text: [
      `${invite.invitedBy} has invited you to the staff pages of ${clinic.clinicName}, as ${invite.roleName}.`,
      '',
      `Choose your password with this link. It works once, for ${EMAILED_LINK_TTL_MS / 60_000} minutes:`,
      '',
      invite.link,
      '',
      'Then sign in with this e-mail address and that password. If the link has expired, ask the clinic’s owner for a new one.',
      'If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.',
      '',
      clinic.clinicName,
    ].join('\n'),
  };
}
