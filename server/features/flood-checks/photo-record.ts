import type { PhotoRecord } from '../../../core/contracts/flood-check';
import { photoUrl } from './photo-files';
import type { PhotoRow } from './photos.repo';

/** Stored photo row -> the photo record the client sees (docs/product.md#photos). */
export function toPhotoRecord(row: PhotoRow): PhotoRecord {
  const url = photoUrl(row.fileName);
  return {
    id: row.id,
    section: row.section,
    description: row.description,
    filename: row.fileName,
    fileName: row.fileName,
    fileUrl: url,
    url,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    caption: row.caption,
    takenAt: row.takenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
