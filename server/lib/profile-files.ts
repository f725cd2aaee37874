import path from 'node:path';
import type { AppConfig } from '../config';
import { decodeImageDataUrl, EXTENSION, normaliseImage } from './images';
import { newFileName, writeFileDurably } from './storage';

/** Registration images and the company logo: outside any static folder, served by route. */
export const PROFILE_URL_PREFIX = '/api/files/profile/';

export function profileDir(config: AppConfig): string {
  return path.join(config.uploadDir, 'profile');
}

export interface StoredImage {
  url: string;
  filePath: string;
}

/** Checks, re-encodes (metadata stripped) and durably stores an image sent as a data URL. */
export async function storeImageDataUrl(config: AppConfig, field: string, dataUrl: string, opts: { maxEdge?: number } = {}): Promise<StoredImage> {
  const image = await normaliseImage(field, decodeImageDataUrl(field, dataUrl), { maxEdge: opts.maxEdge ?? 2000 });
  const name = newFileName(EXTENSION[image.mime]);
  const filePath = await writeFileDurably(profileDir(config), name, image.data);
  return { url: PROFILE_URL_PREFIX + name, filePath };
}
