import { urlOf } from '../../../core/contracts/endpoint';
import { floodCheckEndpoints } from '../../../core/contracts/flood-check';

/**
 * Where inspection photos live in the file store (server/lib/storage), shared by the capture
 * feature (which writes them) and the documents feature (which serves them and puts them in
 * PDFs). Each photo is two files in the `checks` folder: the original `{fileName}` and
 * `compressed-{fileName}` (docs/product.md#photos).
 */
export const PHOTO_FOLDER = 'checks';

export function photoKey(fileName: string): string {
  return `${PHOTO_FOLDER}/${fileName}`;
}

export function compressedName(fileName: string): string {
  return `compressed-${fileName}`;
}

/** The URL a stored photo is read from (docs/product.md#photos). */
export function photoUrl(fileName: string): string {
  return urlOf(floodCheckEndpoints.photoFile, { fileName });
}
