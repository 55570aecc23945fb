import { z } from 'zod';
import { dataOf } from '../contract/answers.js';
import { userView } from './user.view.js';

/**
 * What the account calls answer: the server serializes with these and the
 * web parses with the same, so a field renamed on one side breaks loudly on the other.
 */

/** `POST /api/register`, `POST /api/login`: the person and their new session's token (rules §1.6). */
export const sessionAnswer = z.object({ user: userView, token: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/**
 * The signed-in person as `{ user }`: `GET /api/me`, `PUT /api/me/preferred-language`
 * (rules §9.15), `POST /api/me/phone/verify` (rules §10.7).
 */
export const ownUserAnswer = z.object({ user: userView });

/** An account as `{ data }`: `PUT /api/users/{id}` (rules §1.8), `POST /api/account/license` (rules §1.9). */
export const userAnswer = dataOf(userView);

/**
 * `GET /api/users/{id}/license-image`: the licence photo's bytes, private and never cached
 * (rules §1.9). It documents the answer as a file; what the bytes are depends on the side
 * (a stream the server sends as is, never serialized; a `Blob` the web reads), so the type
 * stays `unknown` and each side says its own.
 */
export const licenceImageFile = z
  .unknown()
  .meta({ type: 'string', format: 'binary' })
  .describe('The licence photo (an image file), for its holder and admins only; never cached');
