import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 bits of randomness, URL-safe: session tokens, email links, OAuth state. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are long and random, so a fast hash is enough; what is stored cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1), which follow OWASP's guidance. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps login time the same either way.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(generateToken());
  await verifyPassword(await dummyHash, password);
}

/** A uniformly random code of `digits` decimal digits, leading zeros kept (e.g. the emailed two-factor code). */
export function generateNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * A million possible six-digit codes would fall to a fast hash at once, so short codes get argon2id like
 * passwords: a leaked row does not hand over a live code within its ten minutes.
 */
export function hashShortCode(code: string): Promise<string> {
  return hashPassword(code);
}

export function verifyShortCode(codeHash: string, code: string): Promise<boolean> {
  return verifyPassword(codeHash, code);
}
