/**
 * The staff results call (where leads come from), as server/api-operations.ts merges every feature's
 * table: its route takes its reply shape from here and the OpenAPI document is built from it.
 */
import { failure, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { LEAD_KINDS } from '../staff';
import { resultsReply } from './results-reply';

const staffUnsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };

export const leadSourceOperations = {
  staffLeadSourceResults: {
    method: 'GET',
    path: '/api/staff/lead-sources/results',
    operationId: 'leadSourceResults',
    tag: 'Staff',
    summary: 'Where leads came from: leads per week by source and partner, the funnel, landing pages, languages',
    description: 'The figures of the results page (/staff/results) for a range of Miami days, both included: the last 12 weeks when absent, at most two years.',
    security: 'staff',
    parameters: [
      { name: 'from', in: 'query', description: 'The first day (YYYY-MM-DD, Miami).', required: false, schema: { type: 'string', format: 'date' } as JsonSchema },
      { name: 'to', in: 'query', description: 'The last day (YYYY-MM-DD, Miami); today when absent.', required: false, schema: { type: 'string', format: 'date' } as JsonSchema },
      { name: 'kind', in: 'query', description: 'Only this kind of lead.', required: false, schema: { type: 'string', enum: ['', ...LEAD_KINDS] } as JsonSchema },
    ],
    responses: {
      '200': { description: 'The figures.', schema: resultsReply },
      '400': refusal('A day that is not valid, From after To, or more than two years. Message: "Please choose a From day on or before the To day, at most two years apart."'),
      ...staffUnsigned,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
