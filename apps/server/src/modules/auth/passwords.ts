import { hash, verify } from '@node-rs/argon2';

/** Argon2id, memory-hard (DESIGN §1.11), with the library's OWASP-level defaults. */
export const passwords = {
  hash: (plain: string): Promise<string> => hash(plain),
  verify: (stored: string, plain: string): Promise<boolean> =>
    verify(stored, plain).catch(() => false),
};

export type Passwords = typeof passwords;

/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
export const decoyPasswordHash = await hash('kodesha-decoy-password');
