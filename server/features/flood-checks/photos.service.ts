import type { FastifyRequest } from 'fastify';
import { photoUploadFields } from '../../../core/contracts/flood-check-list';
import type { PhotoRecord } from '../../../core/contracts/flood-check';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { fileStore, removeQuietly } from '../../lib/storage';
import type { UserRow } from '../../auth/session';
import { findOwnEditableCheck } from './checks.service';
import { compressedName, photoKey } from './photo-files';
import { toPhotoRecord } from './photo-record';
import { receiveUpload, storePhoto } from './photo-upload';
import { deletePhotoRow, findPhoto, findUploadedPhoto, insertPhoto } from './photos.repo';

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
    const { section, description, clientUploadId } = parsed.data;
    if (clientUploadId) {
      const earlier = await findUploadedPhoto(db, checkId, clientUploadId);
      if (earlier) {
        await removeQuietly(temp);
        return { photo: toPhotoRecord(earlier), created: false };
      }
    }
    const stored = await storePhoto(config, temp);
    try {
      // The certificate may have been issued while the photo arrived: checked again with the
      // check's row locked, so issuing waits for this insert or this insert sees the issue.
      const row = await db.transaction(async (tx) => {
        await findOwnEditableCheck(tx, user, checkId, true);
        return insertPhoto(tx, {
          floodPreventionCheckId: checkId,
          fileName: stored.fileName,
          filePath: stored.filePath,
          fileSize: upload.size,
          mimeType: stored.mimeType,
          section,
          description,
          clientUploadId: clientUploadId ?? null,
          uploadedBy: user.id,
          takenAt: new Date(),
        });
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
  });
  await fileStore(config).remove(photoKey(photo.fileName), photoKey(compressedName(photo.fileName)));
}
