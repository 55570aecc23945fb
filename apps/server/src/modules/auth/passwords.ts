import { hash, verify } from '@node-rs/argon2';

/** How passwords are stored and checked; the app takes one through its options. */
export type Passwords = {
  hash(plain: string): Promise<string>;
  /** False for a wrong password and for a stored value it cannot read. */
  verify(stored: string, plain: string): Promise<boolean>;
};

/** Argon2id, memory-hard (rules §1.4), with the library's OWASP-level defaults. */
export const argon2Passwords: Passwords = {
  hash: (plain) => hash(plain),
  verify: (stored, plain) => verify(stored, plain).catch(() => false),
};
