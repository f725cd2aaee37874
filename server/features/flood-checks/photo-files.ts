import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * Where inspection photos live, shared by the capture feature (which writes them) and the
 * documents feature (which serves them and puts them in PDFs). Each photo is two files in
 * this folder: the original `{fileName}` and `compressed-{fileName}` (DECISIONS §7).
 */
export function checkPhotoDir(config: AppConfig): string {
  return path.join(config.uploadDir, 'checks');
}

export function compressedName(fileName: string): string {
  return `compressed-${fileName}`;
}

/** The URL a stored photo is read from (spec part 2 §7). */
export function photoUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}
