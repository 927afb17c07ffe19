/**
 * The owners' access log (/staff/access-log), behind the staff guard like every staff call; the role
 * table gives it to owners only ('access_log.read'). Reading it, as a page or as CSV, is itself
 * recorded before anything is read, so the log shows who looked at the log.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { replyShapes } from '../http/reply-serializer';
import type { StaffDb } from '../db/schema';
import { accessLogPage, eachAccessLogBatch, recordAccessLogRead, staffDirectory, type AccessLogEntry } from './access-log-repository';
import { accessLogOperations as ops } from './access-log-operations';
import { ACCESS_LOG_PAGE_SIZE, parseAccessLogCsvQuery, parseAccessLogQuery } from './access-log-request';
import { clinicDateTime } from './clinic-day';
import { csvLine } from './csv-cell';
import { actorOf, staffOnly } from './staff-guard';
import { staffMessages } from './staff-messages';

export const ACCESS_LOG_COLUMNS = ['Time (Miami time)', 'Staff ID', 'Staff', 'Action', 'Lead type', 'Lead ID', 'Detail'] as const;

function csvRow(entry: AccessLogEntry): string {
  return csvLine([clinicDateTime(entry.created_at), entry.staff_id, entry.actor, entry.action, entry.lead_kind, entry.lead_id, entry.detail]);
}

/** A UTF-8 byte-order mark first: Excel then reads the file as UTF-8. */
const BOM = '\uFEFF';

const accessLogRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);

  app.get('/access-log', replyShapes(ops.accessLog), async (request, reply) => {
    const query = parseAccessLogQuery(request.query);
    if (!query) return reply.status(400).send({ success: false, message: staffMessages.badFilter });
    await recordAccessLogRead(db, actorOf(request), 'access_log_viewed', query.words);
    const page = await accessLogPage(db, query.filters, query.cursor, ACCESS_LOG_PAGE_SIZE);
    return { success: true, entries: page.entries, older: page.older, staff: await staffDirectory(db) };
  });

  app.get('/access-log.csv', replyShapes(ops.accessLogCsv), async (request, reply) => {
    const query = parseAccessLogCsvQuery(request.query);
    if (!query) return reply.status(400).send({ success: false, message: staffMessages.badFilter });
    const now = Date.now();
    await recordAccessLogRead(db, actorOf(request), 'access_log_exported', query.words, now);
    const batches = eachAccessLogBatch(db, query.filters);
    // the first batch is read before the answer starts: a failing query is a JSON 500, not a cut-off file
    const first = await batches.next();
    async function* lines(): AsyncGenerator<string> {
      yield BOM + csvLine(ACCESS_LOG_COLUMNS);
      for (let next = first; !next.done; next = await batches.next()) yield next.value.map(csvRow).join('');
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="access-log-${clinicDateTime(now).slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines(), { objectMode: false }));
  });
};

export default accessLogRoutes;
