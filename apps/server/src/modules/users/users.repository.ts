import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, DomainErrorCode, LicenceStatus, PageQuery } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { drivers } from '../../db/schema/drivers.js';
import { users, type UserRecord } from '../../db/schema/users.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import type { Reader, Tx } from '../../db/transactions.js';

export type NewUser = Pick<UserRecord, 'name' | 'email' | 'role' | 'phoneNumber' | 'passwordHash'> &
  Partial<Pick<UserRecord, 'mustChangePassword' | 'preferredLanguage'>>;
export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'name'
    | 'email'
    | 'role'
    | 'phoneNumber'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'preferredLanguage'
    | 'licenseImageFile'
    | 'licenseVerificationStatus'
    | 'licenseSubmittedAt'
    | 'licenseReviewedAt'
  >
>;
/**
 * rules §10.7: a changed phone number is no longer verified. Set beside a change that
 * names `phoneNumber`, so a number saved again unchanged keeps its verification.
 */
const phoneVerification = (changes: UserChanges) =>
  changes.phoneNumber === undefined
    ? {}
    : {
        isPhoneVerified: sql<boolean>`case when ${users.phoneNumber} is not distinct from ${changes.phoneNumber} then ${users.isPhoneVerified} else false end`,
      };

export type UserFilter = Pick<AdminUsersQuery, 'role' | 'license_status' | 'search'>;

/** A user as the admin's list shows them: with their driver profile's licence, if they have one. */
export type ListedUser = {
  user: UserRecord;
  driver: { id: number; licenseVerificationStatus: LicenceStatus } | null;
};

const notDeleted = isNull(users.deletedAt);

/** A user row joined to their driver profile, if any, as the admin's lists read it. */
const toListed = (row: {
  user: UserRecord;
  driverId: number | null;
  driverStatus: LicenceStatus | null;
}): ListedUser => ({
  user: row.user,
  driver:
    row.driverId === null
      ? null
      : { id: row.driverId, licenseVerificationStatus: row.driverStatus! },
});

export function createUsersRepository(db: Database) {
  /** Deleted accounts are in no list (rules §8.6); every search word must match name or email. */
  const whereOf = (filter: UserFilter): SQL | undefined =>
    and(
      notDeleted,
      filter.license_status
        ? eq(users.licenseVerificationStatus, filter.license_status)
        : undefined,
      filter.role ? eq(users.role, filter.role) : undefined,
      ...searchWords(filter.search ?? '').map((word) =>
        like(users.searchText, `%${escapeLike(word)}%`),
      ),
    );

  return {
    async findById(id: number): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },
    /** Read in `reader`: a sign-up's transaction, or the database. */
    async findByEmail(email: string, reader: Reader = db): Promise<UserRecord | undefined> {
      const [user] = await reader.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },
    async insert(user: NewUser, tx: Tx): Promise<UserRecord> {
      const [created] = await tx.insert(users).values(user).returning();
      return created!;
    },
    /** Gives an account a phone if it has none yet (unverified, like every new number). */
    async setPhoneIfNone(id: number, phone: string, now: Date, tx: Tx): Promise<void> {
      await tx
        .update(users)
        .set({ phoneNumber: phone, isPhoneVerified: false, updatedAt: now })
        .where(and(eq(users.id, id), notDeleted, isNull(users.phoneNumber)));
    },
    async update(
      id: number,
      changes: UserChanges,
      now: Date,
      tx: Tx,
    ): Promise<UserRecord | undefined> {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, ...phoneVerification(changes), updatedAt: now })
        .where(and(eq(users.id, id), notDeleted))
        .returning();
      return updated;
    },
    /** The account, locked for `tx` until it commits (a licence about to move). */
    async lock(id: number, tx: Tx): Promise<UserRecord | undefined> {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), notDeleted))
        .for('update');
      return user;
    },
    /**
     * Writes a licence move only if the licence is still in `from` (with the photo the admin
     * saw, when they name it), so two admins cannot both decide it and nobody verifies a
     * photo they never opened.
     */
    async setLicence(
      id: number,
      guard: { from: LicenceStatus; submittedAt?: Date },
      changes: UserChanges,
      now: Date,
      tx: Tx,
    ): Promise<UserRecord | undefined> {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(users.id, id),
            notDeleted,
            eq(users.licenseVerificationStatus, guard.from),
            guard.submittedAt ? eq(users.licenseSubmittedAt, guard.submittedAt) : undefined,
          ),
        )
        .returning();
      return updated;
    },
    /**
     * An admin's change of an account (rules §8.5) in the caller's `tx`: the admins are locked
     * while `refuse` looks at them and the account, so two admins demoting each other at once
     * cannot both succeed and the last admin stays. The unique email index still decides a
     * race for an email (the caller maps its error).
     */
    async updateChecked(
      id: number,
      changes: UserChanges,
      refuse: (user: UserRecord, admins: number) => DomainErrorCode | undefined,
      now: Date,
      tx: Tx,
    ): Promise<
      { user: UserRecord; before: UserRecord } | { refusal: DomainErrorCode } | undefined
    > {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), notDeleted))
        .orderBy(asc(users.id))
        .for('update');
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), notDeleted))
        .for('update');
      if (!before) return undefined;
      const refusal = refuse(before, admins.length);
      if (refusal) return { refusal };
      if (!Object.keys(changes).length) return { user: before, before };
      const [user] = await tx
        .update(users)
        .set({ ...changes, ...phoneVerification(changes), updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return { user: user!, before };
    },
    /**
     * A deleted account (rules §8.6): its name and email become placeholders, its phone and
     * password go, and it signs nobody in again.
     */
    async markDeleted(
      id: number,
      placeholder: { name: string; email: string },
      now: Date,
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          name: placeholder.name,
          email: placeholder.email,
          phoneNumber: null,
          // No password hashes to this: nobody signs in as a deleted account.
          passwordHash: '!deleted',
          mustChangePassword: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
    async list(
      filter: UserFilter,
      page: PageQuery,
    ): Promise<{ rows: ListedUser[]; total: number }> {
      const where = whereOf(filter);
      // The licence queue is served oldest first: whoever waited longest is reviewed first.
      const order =
        filter.license_status === 'pending'
          ? [asc(users.licenseSubmittedAt), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)];
      const countAll = db.select({ total: count() }).from(users).where(where);
      // The count rides along as a subquery PostgreSQL runs once: one round trip, not two
      // (the admin's search, `npm run bench:admin`). A page past the end counts apart.
      const rows = await db
        .select({
          user: users,
          driverId: drivers.id,
          driverStatus: drivers.licenseVerificationStatus,
          total: sql<number>`(${countAll})`.mapWith(Number),
        })
        .from(users)
        .leftJoin(drivers, eq(drivers.userId, users.id))
        .where(where)
        .orderBy(...order)
        .limit(page.per_page)
        .offset((page.page - 1) * page.per_page);
      const total =
        rows[0]?.total ?? (await totalOf(rows, page, async () => (await countAll)[0]?.total ?? 0));
      return {
        rows: rows.map(toListed),
        total,
      };
    },
    async findListed(id: number): Promise<ListedUser | undefined> {
      const [row] = await db
        .select({
          user: users,
          driverId: drivers.id,
          driverStatus: drivers.licenseVerificationStatus,
        })
        .from(users)
        .leftJoin(drivers, eq(drivers.userId, users.id))
        .where(and(eq(users.id, id), notDeleted))
        .limit(1);
      if (!row) return undefined;
      return toListed(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
