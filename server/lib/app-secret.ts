import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * The server secret (APP_SECRET) that encrypts stored access keys. When unset it is
 * generated once into DATA_DIR/app-secret, outside the database: a leaked database alone
 * reveals no usable key. Several instances sharing one database must set APP_SECRET.
 */
const keys = new WeakMap<AppConfig, Buffer>();

export const APP_SECRET_FILE = 'app-secret';

function readOrCreateSecret(config: AppConfig): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, APP_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx' fails if another process created it first; then read theirs.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

function encryptionKey(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHash('sha256')
      .update(`access-keys:${readOrCreateSecret(config)}`)
      .digest();
    keys.set(config, key);
  }
  return key;
}

/** AES-256-GCM; the result is `iv.tag.ciphertext` in base64url. */
export function encryptWithAppSecret(config: AppConfig, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(config), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The plain text, or null when it was encrypted under another secret or tampered with. */
export function decryptWithAppSecret(config: AppConfig, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(config), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
