import type { FastifyRequest } from 'fastify';
import { photoUploadFields } from '../../../core/contracts/flood-check-list';
import { PHOTO_LIMIT_MESSAGE, type PhotoRecord } from '../../../core/contracts/flood-check';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { LIMITS } from '../../../core/limits';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors';
import type { CheckRow } from './check-access';
import { fileStore, removeQuietly } from '../../lib/storage';
import type { UserRow } from '../../auth/session';
import { recordCheckEvent } from './check-events';
import { findOwnEditableCheck } from './checks.service';
import { compressedName, photoKey } from './photo-files';
import { toPhotoRecord } from './photo-record';
import { receiveUpload, storePhoto } from './photo-upload';
import { deletePhotoRow, findPhoto, findUploadedPhoto, insertPhoto, updatePhotoCaption } from './photos.repo';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /api/flood-prevention-checks/{id}/photos. The files are durable before the row is
 * written, and removed again if the row cannot be written, so an answer of 2xx means both
 * exist and any failure leaves neither. A retry carrying the same clientUploadId gets the
 * photo stored the first time (created: false), not a second copy.
 */
export async function uploadPhoto(
  db: Db,
  config: AppConfig,
  user: UserRow,
  checkId: number,
  request: FastifyRequest,
): Promise<{ photo: PhotoRecord; created: boolean }> {
  await findOwnEditableCheck(db, user, checkId);
  const upload = await receiveUpload(request, config);
  const temp = upload.tempPath;
  try {
    const parsed = photoUploadFields.safeParse(upload.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'photo'), i.message]));
      throw badRequest(Object.values(fields)[0] ?? 'Invalid photo details', fields);
    }
    if (!temp || upload.size === 0) throw fieldError('photo', 'Choose a photo to upload');
    const { section, description, caption, clientUploadId, takenAt } = parsed.data;
    if (clientUploadId) {
      const earlier = await findUploadedPhoto(db, checkId, clientUploadId);
      if (earlier) {
        await removeQuietly(temp);
        return { photo: toPhotoRecord(earlier), created: false };
      }
    }
    assertRoomForPhoto(await findOwnEditableCheck(db, user, checkId)); // before the image work
    const stored = await storePhoto(config, temp);
    try {
      // The certificate may have been issued while the photo arrived: checked again with the
      // check's row locked, so issuing waits for this insert or this insert sees the issue.
      // The count is read with the row locked too, so two uploads racing for the 60th place cannot both win.
      const row = await db.transaction(async (tx) => {
        assertRoomForPhoto(await findOwnEditableCheck(tx, user, checkId, true));
        const inserted = await insertPhoto(tx, {
          floodPreventionCheckId: checkId,
          fileName: stored.fileName,
          filePath: stored.filePath,
          fileSize: upload.size,
          mimeType: stored.mimeType,
          section,
          description,
          caption: caption || null,
          clientUploadId: clientUploadId ?? null,
          uploadedBy: user.id,
          takenAt: captureTime(stored.exifTakenAt, takenAt),
        });
        await recordCheckEvent(tx, { checkId, actorId: user.id, type: 'photo_added', details: { photoId: inserted.id, section, description } });
        return inserted;
      });
      return { photo: toPhotoRecord(row), created: true };
    } catch (error) {
      await fileStore(config).remove(stored.key, stored.compressedKey);
      // Two tries of one upload raced: the other one's row stands.
      if (clientUploadId && causeCode(error) === UNIQUE_VIOLATION) {
        const earlier = await findUploadedPhoto(db, checkId, clientUploadId);
        if (earlier) return { photo: toPhotoRecord(earlier), created: false };
      }
      throw error;
    }
  } finally {
    if (temp) await removeQuietly(temp);
  }
}

/** A check that already holds as many photos as it may (LIMITS.photosPerCheck): 409. */ function assertRoomForPhoto(check: CheckRow): void {
  if (check.photoCount >= LIMITS.photosPerCheck) throw new AppError(409, 'photo_limit', PHOTO_LIMIT_MESSAGE);
}

/**
 * When the photo was taken: the camera's own record first, else the time the app says it
 * took it (not later than now: a phone clock ahead cannot date a photo in the future), else now.
 */
function captureTime(exif: Date | null, fromApp: string | undefined): Date {
  if (exif) return exif;
  const now = Date.now();
  const app = fromApp ? Date.parse(fromApp) : Number.NaN;
  return new Date(Number.isNaN(app) ? now : Math.min(app, now));
}

function causeCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

/**
 * DELETE /api/photos/{id}: the row goes first, so a file left by a crash is orphaned, never
 * a row without a file. The lock is checked with the check's row locked, as for an upload.
 */
export async function deletePhoto(db: Db, config: AppConfig, user: UserRow, photoId: number): Promise<void> {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound('Photo not found');
  await db.transaction(async (tx) => {
    await findOwnEditableCheck(tx, user, photo.floodPreventionCheckId, true);
    await deletePhotoRow(tx, photo.id);
    await recordCheckEvent(tx, {
      checkId: photo.floodPreventionCheckId,
      actorId: user.id,
      type: 'photo_deleted',
      details: { photoId: photo.id, section: photo.section, description: photo.description },
    });
  });
  await fileStore(config).remove(photoKey(photo.fileName), photoKey(compressedName(photo.fileName)));
}

/** PATCH /api/photos/{id}: the caption shown under the photo on the documents ('' removes it). */
export async function setPhotoCaption(db: Db, user: UserRow, photoId: number, caption: string): Promise<PhotoRecord> {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound('Photo not found');
  const row = await db.transaction(async (tx) => {
    await findOwnEditableCheck(tx, user, photo.floodPreventionCheckId, true);
    const updated = await updatePhotoCaption(tx, photo.id, caption || null);
    const details = { photoId: photo.id, section: photo.section, caption };
    await recordCheckEvent(tx, { checkId: photo.floodPreventionCheckId, actorId: user.id, type: 'caption_changed', details });
    return updated;
  });
  return toPhotoRecord(row);
}
