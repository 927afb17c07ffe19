/**
 * Moves photos saved as files by earlier versions (DATA_DIR/uploads/<name>.jpg, named by the
 * request's image_file) into consultation_photos. Each photo goes in one transaction with its
 * request's image_file cleared, and the file is deleted only after that commit, so a crash at any
 * point loses nothing: a file whose row was already moved is unreferenced and swept later. Safe to
 * run from several processes at once: a photo already moved is skipped.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadStore } from './upload-store';

export interface ImportReport {
  moved: number;
  /** requests whose file is not there: their image_file is left, and staff see "photo not found" */
  missing: number[];
}

export async function importLegacyPhotos(db: Kysely<Database>, uploads: UploadStore): Promise<ImportReport> {
  const report: ImportReport = { moved: 0, missing: [] };
  const legacy = await db.selectFrom('consultation_requests').select(['id', 'image_file']).where('image_file', '!=', '').orderBy('id').execute();
  for (const { id, image_file } of legacy) {
    const jpeg = await uploads.read(image_file);
    if (!jpeg) {
      report.missing.push(id);
      continue;
    }
    const moved = await db.transaction().execute(async (trx) => {
      const cleared = await trx.updateTable('consultation_requests').set({ image_file: '' }).where('id', '=', id).where('image_file', '=', image_file).executeTakeFirst();
      if (Number(cleared.numUpdatedRows) === 0) return false;
      await trx.insertInto('consultation_photos').values({ request_id: id, jpeg }).onConflict((oc) => oc.column('request_id').doNothing()).execute();
      return true;
    });
    if (moved) report.moved += 1;
    await uploads.remove(image_file);
  }
  return report;
}
