/**
 * The public lead forms (docs/product/api.md): contact us (JSON) and consultation booking (multipart with
 * one JPEG), plus the form stamp our own forms fetch first. Partner origins may call all three.
 * A bot (filled honeypot, or a stamp younger than a person could type) gets the normal success
 * answer and nothing is stored. A partner's test (`test_mode=1`, server/test-leads/) is checked and
 * answered the same, and kept a day apart from the inbox with no mail. A consultation may carry a
 * chosen time and an Idempotency-Key (server/appointments/consultation-booking.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { apiPath } from '../../src/config/clinic';
import { requireJson, requireMultipart } from '../plugins/request-guards';
import { apiText, type ApiText } from '../i18n/api-text';
import { looksLikeBot, stampExpired } from './bot-guard';
import { issueStamp } from './form-stamp';
import { storeConsultationRequest, storeContactMessage } from './lead-intake';
import { firstOfEach, validate, type Validated } from '../validation/validate';
import { preparePhoto } from '../uploads/photo-processing';
import { GateBusyError } from '../uploads/slot-gate';
import { readMultipartForm, refuseOversizedForm } from '../uploads/multipart-form';
import { bodySlotHolder } from '../uploads/body-gate';
import { leadOperations } from './lead-operations';
import { replyShapes } from '../http/reply-serializer';
import { leadSourceOf, formPageAddress } from '../lead-sources';
import { isTestSubmission } from '../test-leads';
import { insertTestLead } from '../test-leads';
import { bookedAnswer, checkTime, readTime, replayAnswered, retryOf, storeWithTime } from '../appointments';
import { leadSchemas } from './lead-request-schemas';
import { ProofSpentError, spendProof } from '../proof-of-work';
import { clientIp } from '../plugins/rate-limit';

/** One message per refused field, the lead's own fields and the extras together. */
function fieldErrors(...results: Validated<unknown>[]): Record<string, string> {
  return Object.assign({}, ...results.map((r) => (r.ok ? {} : firstOfEach(r.errors)))) as Record<string, string>;
}

const leads: FastifyPluginAsync = async (app) => {
  // Only this group parses multipart; anywhere else a multipart body is refused with 415.
  await app.register(multipart, { throwFileSizeLimit: true });

  const expiredAnswer = ({ reply: replyMessages }: ApiText) => ({ success: false, message: replyMessages.formExpired, errors: { form: replyMessages.formExpired } });

  app.get('/api/form-stamp', replyShapes(leadOperations.formStamp), async () => ({ success: true, stamp: issueStamp(app.formStampSecret) }));

  app.post(
    apiPath('contactus'),
    { ...replyShapes(leadOperations.contact), onRequest: [requireJson], config: { rateLimit: app.attemptLimits.perIp('contact') } },
    async (request) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const body = request.body;
      const test = isTestSubmission(body);
      // the extras are typed first: the bot guard judges only what a form could have sent
      const extras = validate(leadSchemas(text.locale).leadFormExtrasSchema, body, text.field.formMissing);
      if (!test && extras.ok && looksLikeBot(extras.value, app.formStampSecret)) {
        request.log.info('contact form bot dropped');
        return { success: true, message: replyMessages.contactReceived };
      }
      if (extras.ok && stampExpired(extras.value, app.formStampSecret)) return expiredAnswer(text);
      const checked = validate(leadSchemas(text.locale).contactSchema, body, text.field.formMissing);
      if (!checked.ok || !extras.ok) return { success: false, message: replyMessages.fixFields, errors: fieldErrors(checked, extras) };
      // where the visitor came from: an optional extra field, cut or dropped when odd, never a reason to refuse the lead
      const message = { ...checked.value, ...leadSourceOf(extras.value, app.config.siteUrl) };
      if (test) {
        // a partner's test: answered like a real message, kept a day apart from the inbox, mailed to no one
        const id = await insertTestLead(app.db, { kind: 'contact', language: text.locale, fields: message });
        request.log.info({ testLeadId: id }, 'test contact message stored');
        return { success: true, message: replyMessages.contactReceived };
      }
      const id = await storeContactMessage(app.db, { to: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl }, message, text.locale);
      app.mailer.wake();
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return { success: true, message: replyMessages.contactReceived };
    },
  );

  /**
   * The consultation form once its request holds a body slot: read the form, check it, decode the
   * photo (in a decode slot) and store it. Whatever it answers, the body's bytes are let go when it
   * returns, before the slot passes on.
   */
  const bookConsultation = async (request: FastifyRequest, reply: FastifyReply, text: ApiText) => {
    const { reply: replyMessages, field: fieldMessages } = text;
    const form = await readMultipartForm(request, 'image');
    const test = isTestSubmission(form.fields);
    // a retried submit: the first answer again, before any of the work is repeated
    const retry = test ? undefined : retryOf(request, form.fields, form.file?.bytes);
    const replayed = await replayAnswered(app, reply, text.locale, retry);
    if (replayed) return replayed;
    // a form's fields are always text; typed all the same, as the contact form's are
    const extras = validate(leadSchemas(text.locale).leadFormExtrasSchema, form.fields, text.field.formMissing);
    if (!test && extras.ok && looksLikeBot(extras.value, app.formStampSecret)) {
      request.log.info('consultation form bot dropped');
      return { success: true, message: replyMessages.consultationReceived };
    }
    if (extras.ok && stampExpired(extras.value, app.formStampSecret)) return expiredAnswer(text);
    const checked = validate(leadSchemas(text.locale).consultationFieldsSchema, form.fields, text.field.formMissing);
    const chosenTime = await readTime(app, form.fields, text.locale);
    const errors = { ...fieldErrors(checked, extras), ...(chosenTime.ok ? {} : chosenTime.errors) };
    let photo: Buffer | undefined;
    if (!form.file) {
      errors.image = fieldMessages.imageRequired;
    } else {
      const bytes = form.file.bytes;
      const prepared = await app.decodeGate.run(() => preparePhoto(bytes));
      if (prepared.ok) photo = prepared.jpeg;
      else errors.image = prepared.reason === 'too_many_pixels' ? fieldMessages.imageTooManyPixels : fieldMessages.imageNotAllowed;
    }
    if (!checked.ok || !extras.ok || !photo || !chosenTime.ok) return { success: false, message: replyMessages.fixFields, errors };
    const fields = { ...checked.value, form_page_name: formPageAddress(checked.value.form_page_name), ...leadSourceOf(extras.value, app.config.siteUrl) };
    // a request sent while signed in belongs to her account, as the server sees her session (never a field of the form)
    const session = test ? undefined : await app.sessions.current(request);
    const owned = session ? { ...fields, user_id: session.user_id } : fields;
    // a request that would hold a time carries a solved proof of work (server/proof-of-work/); a partner's test holds none
    const proof = chosenTime.chosen && !test ? await app.proofOfWork.check(form.fields.proof_of_work) : null;
    if (proof && !proof.ok) {
      request.log.info({ why: proof.why }, 'booking without a valid proof of work refused');
      return reply.status(400).send({ success: false, message: replyMessages.proofRefused });
    }
    const time = chosenTime.chosen ? await checkTime(app, reply, text.locale, chosenTime.chosen, retry) : null;
    if (time && !time.ok) return time.sent;
    if (test) {
      // a partner's test is told whether the time is free, and claims nothing
      const chosen = time ? { appointment_type: time.type.id, appointment_start: new Date(time.start).toISOString() } : {};
      const id = await insertTestLead(app.db, { kind: 'consultation', language: text.locale, fields: { ...fields, ...chosen }, photoBytes: photo.length });
      request.log.info({ testLeadId: id }, 'test consultation request stored');
      if (time) return bookedAnswer(text.locale, { id: 0, type: time.type.id, start: time.start, end: time.start + time.type.minutes * 60_000 });
      return { success: true, message: replyMessages.consultationReceived };
    }
    if (time || retry) {
      // a day's bookings from one address: counted when a time is held, given back when none was
      const allowance = time ? await app.attemptLimits.reserve('bookingsPerIp', clientIp(request)) : null;
      if (allowance?.exhausted) {
        const hours = Math.max(1, Math.ceil(allowance.retryAfterSeconds / 3600));
        return reply.status(429).header('retry-after', String(allowance.retryAfterSeconds)).send({ success: false, message: replyMessages.tooManyBookings(hours) });
      }
      const spend = proof?.ok ? proof : null;
      let answer: unknown;
      try {
        answer = await storeWithTime(app, reply, {
          fields: owned,
          photo,
          locale: text.locale,
          time: time ? { type: time.type, start: time.start, zone: chosenTime.chosen?.zone ?? null } : null,
          retry,
          receivedMessage: replyMessages.consultationReceived,
          ...(spend ? { inTransaction: (trx) => spendProof(trx, app.dbAdapter, spend) } : {}),
        });
      } catch (err) {
        await allowance?.giveBack();
        if (!(err instanceof ProofSpentError)) throw err;
        // the same submission sent twice at once with one proof: the copy that booked answers for both
        const replayed = await replayAnswered(app, reply, text.locale, retry);
        if (replayed) return replayed;
        request.log.info('booking with a spent proof of work refused');
        return reply.status(400).send({ success: false, message: replyMessages.proofRefused });
      }
      // a refusal or a replayed answer comes back as the reply itself: it booked nothing new
      const bookedNew = answer !== reply;
      if (!bookedNew) await allowance?.giveBack();
      request.log.info({ appointment: Boolean(time) && bookedNew }, 'consultation request stored');
      return answer;
    }
    const id = await storeConsultationRequest(app.db, { to: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl }, owned, photo, text.locale);
    app.mailer.wake();
    request.log.info({ consultationRequestId: id }, 'consultation request stored');
    return { success: true, message: replyMessages.consultationReceived };
  };

  app.post(
    apiPath('scheduleconversation'),
    { ...replyShapes(leadOperations.consultation), onRequest: [requireMultipart], config: { rateLimit: app.attemptLimits.perIp('consultation') } },
    async (request, reply) => {
      const text = apiText(request);
      // Not a byte of the body is read before these two: a form longer than any we accept is
      // refused at once, and the rest wait for a body slot (server/uploads/body-gate.ts), within
      // their address's share of the slots.
      refuseOversizedForm(request);
      try {
        return await app.bodyGate.run(() => bookConsultation(request, reply, text), request.signal, bodySlotHolder(request));
      } catch (err) {
        if (!(err instanceof GateBusyError)) throw err;
        request.log.warn({ why: err.why, bodies: app.bodyGate.load, decodes: app.decodeGate.load }, 'photo uploads busy: request turned away');
        return reply
          .status(503)
          .header('retry-after', String(err.retryAfterSeconds))
          .send({ success: false, message: text.reply.photosBusy(err.retryAfterSeconds) });
      }
    },
  );
};

export default leads;
