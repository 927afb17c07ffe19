/** The backups page's call (docs/product/api.md "Staff calls"): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { BackupStatusAnswer } from './backup-types';

export const backupsApi = {
  status: async () => (await staffHttp.get<BackupStatusAnswer>('/api/staff/backups')).data,
};
