/**
 * Post images in the database (migrations 051, 060): stored in one transaction under a new random
 * name, read one file at a time by the name in its address.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_ROW_ID } from '../db/column-ranges';
import type { EncodedFile } from './post-images';

/** 128 random bits as 32 hex digits: no upload's address tells another's (src/content/post-image-sizes.ts). */
const newImageName = () => randomBytes(16).toString('hex');

/** An earlier upload's name is its row number; every later one is 32 hex digits. */
const rowNumberOf = (name: string): number | undefined => (/^[1-9][0-9]{0,9}$/.test(name) ? Number(name) : undefined);

/** Stores the image and its files; answers the name its address carries. */
export async function insertPostImage(
  db: Kysely<Database>,
  image: { width: number; height: number; files: readonly EncodedFile[] },
  actor: { staffId: number; email: string },
  now: number,
): Promise<string> {
  const name = newImageName();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('post_images')
      .values({ name, width: image.width, height: image.height, staff_id: actor.staffId, actor: actor.email, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const file of image.files) {
      await trx.insertInto('post_image_files').values({ image_id: row.id, width: file.width, format: file.format, bytes: file.bytes }).execute();
    }
  });
  return name;
}

/**
 * One file of the image named `name`. A row number reaches only an image uploaded before names
 * (it has none): a newer image's own row number is no address of it.
 */
export async function findPostImageFile(db: Kysely<Database>, name: string, width: number, format: 'webp' | 'jpeg'): Promise<Buffer | undefined> {
  const rowNumber = rowNumberOf(name);
  if (rowNumber !== undefined && rowNumber > MAX_ROW_ID) return undefined;
  const query = db
    .selectFrom('post_image_files')
    .innerJoin('post_images', 'post_images.id', 'post_image_files.image_id')
    .select('post_image_files.bytes')
    .where('post_image_files.width', '=', width)
    .where('post_image_files.format', '=', format);
  const row = await (rowNumber === undefined
    ? query.where('post_images.name', '=', name)
    : query.where('post_images.id', '=', rowNumber).where('post_images.name', 'is', null)
  ).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
