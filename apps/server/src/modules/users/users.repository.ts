import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LicenceStatus, PageQuery, Role } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { users, type UserRecord } from '../../db/schema/users.js';
import { escapeLike } from '../../db/like-search.js';

export type NewUser = Pick<UserRecord, 'name' | 'email' | 'role' | 'phoneNumber' | 'passwordHash'>;
export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'name'
    | 'email'
    | 'phoneNumber'
    | 'passwordHash'
    | 'licenseImageFile'
    | 'licenseVerificationStatus'
    | 'licenseSubmittedAt'
    | 'licenseReviewedAt'
  >
>;
export type UserFilter = { licenceStatus?: LicenceStatus; role?: Role; search?: string };

export function createUsersRepository(db: Database) {
  const whereOf = (filter: UserFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [];
    if (filter.licenceStatus)
      conditions.push(eq(users.licenseVerificationStatus, filter.licenceStatus));
    if (filter.role) conditions.push(eq(users.role, filter.role));
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
    }
    return and(...conditions);
  };

  return {
    async findById(id: number): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },
    async insert(user: NewUser): Promise<UserRecord> {
      const [created] = await db.insert(users).values(user).returning();
      return created!;
    },
    async update(id: number, changes: UserChanges, now: Date): Promise<UserRecord | undefined> {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return updated;
    },
    /**
     * Points the user at a new licence file and returns the one it replaces, read under a
     * row lock in the same transaction, so concurrent uploads each remove the right file.
     */
    async replaceLicenceImage(
      id: number,
      changes: UserChanges,
      now: Date,
    ): Promise<{ user: UserRecord; previousFile: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ file: users.licenseImageFile })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return undefined;
        const [user] = await tx
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        return { user: user!, previousFile: current.file };
      });
    },
    /**
     * Decides a licence only if it is still pending with the photo the admin saw, so two
     * admins cannot both decide it and nobody verifies a photo they never opened.
     */
    async decidePendingLicence(
      id: number,
      submittedAt: Date,
      changes: UserChanges,
      now: Date,
    ): Promise<UserRecord | undefined> {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(users.id, id),
            eq(users.licenseVerificationStatus, 'pending'),
            eq(users.licenseSubmittedAt, submittedAt),
          ),
        )
        .returning();
      return updated;
    },
    async list(
      filter: UserFilter,
      page: PageQuery,
    ): Promise<{ rows: UserRecord[]; total: number }> {
      const where = whereOf(filter);
      // The licence queue is served oldest first: whoever waited longest is reviewed first.
      const order =
        filter.licenceStatus === 'pending'
          ? [asc(users.licenseSubmittedAt), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(page.per_page)
          .offset((page.page - 1) * page.per_page),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
