/** Post images in the database (migration 051): stored in one transaction, read one file at a time. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EncodedFile } from './post-images';

export async function insertPostImage(
  db: Kysely<Database>,
  image: { width: number; height: number; files: readonly EncodedFile[] },
  actor: { staffId: number; email: string },
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('post_images')
      .values({ width: image.width, height: image.height, staff_id: actor.staffId, actor: actor.email, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const file of image.files) {
      await trx.insertInto('post_image_files').values({ image_id: row.id, width: file.width, format: file.format, bytes: file.bytes }).execute();
    }
    return row.id;
  });
}

export async function findPostImageFile(db: Kysely<Database>, imageId: number, width: number, format: 'webp' | 'jpeg'): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('post_image_files')
    .select('bytes')
    .where('image_id', '=', imageId)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
