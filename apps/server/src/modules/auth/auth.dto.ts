import type { UserView } from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import { toUserDto } from '../users/user.dto.js';

/** A new session as sign-up and login answer it: who signed in, and their bearer token. */
export function toSessionView(session: { user: UserRecord; token: string }): {
  user: UserView;
  token: string;
} {
  return { user: toUserDto(session.user), token: session.token };
}

/** `GET /api/me`: the signed-in user. */
export function toMeView(user: UserRecord): { user: UserView } {
  return { user: toUserDto(user) };
}
