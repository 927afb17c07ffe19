/**
 * The staff's backup status call, behind the staff guard like the inbox: every staff member sees
 * it (owners, until roles exist), since a backup that fails silently is everyone's problem.
 */
import type { FastifyPluginAsync } from 'fastify';
import { staffOnly } from '../staff';
import { replyShapes } from '../http/reply-serializer';
import { backupOperations } from './backup-operations';

const backupRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', staffOnly);

  app.get('/backups', replyShapes(backupOperations.staffBackupStatus), async () => ({ success: true, ...(await app.backups.status()) }));
};

export default backupRoutes;
