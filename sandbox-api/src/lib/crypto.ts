import { createHash, createHmac, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { keepFirstMeta, readMeta } from '../db/meta';
import type { Db } from '../db/open';

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hash format: scrypt$N$r$p$salt$hash (base64url), so the cost can change without breaking old hashes. */
export async function hashSecret(secret: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, { N: cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Synchronous variant for seeding only. */
export function hashSecretSync(secret: string, cost: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N: cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** 32 random bytes: the session token the client holds; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomDigits = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

export const hmacSha256 = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('hex');

/** A random secret of this database, made on first use (keyed hashes of request bodies). */
export function serverSecret(ctx: { db: Db }): string {
  return readMeta(ctx.db, 'request_secret') ?? keepFirstMeta(ctx.db, 'request_secret', randomBytes(32).toString('hex'));
}
