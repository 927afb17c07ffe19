/**
 * The staff's backup status call, as server/api-operations.ts merges every feature's table: its
 * route takes its reply shape from here and the OpenAPI document is built from it.
 */
import { failure, refusal, type ApiOperation } from '../http/api-operation';
import { backupStatusReply } from './backup-replies';

export const backupOperations = {
  staffBackupStatus: {
    method: 'GET',
    path: '/api/staff/backups',
    operationId: 'getBackupStatus',
    tag: 'Staff',
    summary: 'Backups: the last one taken and verified, the latest attempts, and a warning when one is due',
    description: 'What /staff/backups shows (docs/backups.md). Read from the database, so every server process answers the same.',
    security: 'staff',
    responses: {
      '200': { description: 'The backups\' state.', schema: backupStatusReply },
      '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."'),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
