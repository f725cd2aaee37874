import { urlOf } from '../../core/contracts/endpoint';
import { registrationEndpoints } from '../../core/contracts/registration';
import type { AppConfig } from '../config';
import { decodeImageDataUrl, EXTENSION, normaliseImage } from './images';
import { fileStore, newFileName, type StoreKey } from './storage';

/** Registration images and the company logo: outside any static folder, served by route. */
export const PROFILE_URL_PREFIX = urlOf(registrationEndpoints.profileFile, { name: '' });

export interface StoredImage {
  url: string;
  /** The file's name, as kept in the database (the logo) or in its URL. */
  name: string;
  key: StoreKey;
}

/** Checks, re-encodes (metadata stripped) and durably stores an image sent as a data URL. */
export async function storeImageDataUrl(config: AppConfig, field: string, dataUrl: string, opts: { maxEdge?: number } = {}): Promise<StoredImage> {
  const image = await normaliseImage(field, decodeImageDataUrl(field, dataUrl), { maxEdge: opts.maxEdge ?? 2000 });
  const name = newFileName(EXTENSION[image.mime]);
  const key = `profile/${name}`;
  await fileStore(config).write(key, image.data);
  return { url: PROFILE_URL_PREFIX + name, name, key };
}
