import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). Algorithm 2 = Argon2id. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2);
}

export async function verifySecret(hashed: string | null | undefined, secret: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so that absence is not observable.
    await hash(secret, ARGON2);
    return false;
  }
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** URL-safe random token with the given bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** n random decimal digits from the CSPRNG. */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

/** Uppercase letters and digits without look-alikes (0/O, 1/I/L), for codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

export function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(sha256(a));
  const bb = Buffer.from(sha256(b));
  return timingSafeEqual(ab, bb);
}
