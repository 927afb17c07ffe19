/**
 * The staff's results call, behind the staff guard like the inbox: GET /api/staff/lead-sources/results
 * answers the figures of the results page for a range of days (lead-source-results.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { staffOnly } from '../staff';
import type { StaffDb } from '../db/schema';
import { leadSourceOperations } from './lead-source-operations';
import { replyShapes } from '../http/reply-serializer';
import { leadSourceResults } from './lead-source-results';
import { parseResultsQuery } from './results-request';

export const resultsMessages = {
  badRange: 'Please choose a From day on or before the To day, at most two years apart.',
} as const;

const leadSourceRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);

  app.get('/lead-sources/results', replyShapes(leadSourceOperations.staffLeadSourceResults), async (request, reply) => {
    const range = parseResultsQuery(request.query);
    if (!range) return reply.status(400).send({ success: false, message: resultsMessages.badRange });
    return { success: true, ...(await leadSourceResults(db, range)) };
  });
};

export default leadSourceRoutes;
