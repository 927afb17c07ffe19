/**
 * The owners' access log calls, as server/api-operations.ts merges every feature's table: their
 * routes take their reply shapes from here and the OpenAPI document is built from them.
 */
import { failure, refusal, type ApiOperation, type ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { ACCESS_LOG_PAGE_SIZE } from './access-log-request';
import * as s from './staff-reply-schemas';

const query = (name: string, description: string, schema: JsonSchema): ParameterDoc => ({ name, in: 'query', description, required: false, schema });
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as JsonSchema;
const filters: ParameterDoc[] = [
  query('staff', 'Only what this staff account did (its id).', { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema),
  query('from', 'From this day on (YYYY-MM-DD, a day in Miami, included).', day),
  query('to', 'Up to this day (YYYY-MM-DD, a day in Miami, included).', day),
];
const unsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const badFilter = { '400': refusal('A filter or cursor that is not valid. Message: "Some of the filters are not valid."') };

export const accessLogOperations = {
  accessLog: {
    method: 'GET',
    path: '/api/staff/access-log',
    operationId: 'readAccessLog',
    tag: 'Staff',
    summary: 'The access log: who viewed, exported, changed or deleted which patient’s data (the reading is recorded)',
    description: `Newest first, ${ACCESS_LOG_PAGE_SIZE} to a page. Every call adds an \`access_log_viewed\` row, with the filters in words, before it reads.`,
    security: 'staff',
    parameters: [...filters, query('cursor', 'The `older` cursor of the previous page: the rows after it.', { type: 'string' } as JsonSchema)],
    responses: { '200': { description: 'A page of the log.', schema: s.accessLogReply }, ...badFilter, ...unsigned, ...failure },
  },
  accessLogCsv: {
    method: 'GET',
    path: '/api/staff/access-log.csv',
    operationId: 'exportAccessLog',
    tag: 'Staff',
    summary: 'Every matching row of the access log as CSV (the download is recorded)',
    description: 'Adds an `access_log_exported` row, with the filters in words, before it reads.',
    security: 'staff',
    parameters: filters,
    responses: {
      '200': {
        description: 'A UTF-8 CSV attachment `access-log-YYYY-MM-DD.csv`, newest first.',
        content: { 'text/csv': { type: 'string' } as JsonSchema },
        headers: { 'Content-Disposition': { description: '`attachment; filename="access-log-YYYY-MM-DD.csv"`', schema: { type: 'string' } as JsonSchema } },
      },
      ...badFilter,
      ...unsigned,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
