/**
 * passwordHash values: stored as scrypt (node:crypto) of the password with a random 16-byte salt, never
 * returned, compared in constant time by authenticate. The cost is low (N = 1024) because this is a sandbox
 * whose tests create many records; the stored form never leaves it.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordDigest } from './databases.js';

const KEY_BYTES = 32;
const COST = { N: 1024, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<PasswordDigest> {
  const salt = randomBytes(16);
  return { salt, hash: await derive(password, salt) };
}

export async function passwordMatches(password: string, digest: PasswordDigest): Promise<boolean> {
  return timingSafeEqual(await derive(password, digest.salt), digest.hash);
}
