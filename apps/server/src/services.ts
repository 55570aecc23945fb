import type { AuditAction } from '@kodesha/domain';
import { pingDatabase, type Database } from './db/client.js';
import { createRateCounters } from './db/rate-counters.js';
import type { Traffic } from './plugins/traffic.js';
import type { Notifications } from './db/notifications.js';
import { createTransactions } from './db/transactions.js';
import { createAdminAccountsService } from './modules/admin/admin-accounts.service.js';
import { createAdminDashboardRepository } from './modules/admin/admin-dashboard.repository.js';
import { createAdminListingsService } from './modules/admin/admin-listings.service.js';
import { createAdminOverviewService } from './modules/admin/admin-overview.service.js';
import { createAuditLogRepository } from './modules/audit/audit-log.repository.js';
import { createAuditLogService } from './modules/audit/audit-log.service.js';
import { createPasswordResetService } from './modules/auth/password-reset.service.js';
import { createPasswordResetsRepository } from './modules/auth/password-resets.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCurrentPasswordCheck } from './modules/auth/current-password.js';
import {
  createLoginThrottle,
  defaultLoginLimits,
  type LoginLimits,
} from './modules/auth/login-throttle.js';
import type { Passwords } from './modules/auth/passwords.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createBookingDoor } from './modules/bookings/booking-door.service.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { createCarsRepository } from './modules/cars/cars.repository.js';
import { createCalendarBlocksRepository } from './modules/calendars/calendar-blocks.repository.js';
import { createCalendarsService } from './modules/calendars/calendars.service.js';
import { createCarsService } from './modules/cars/cars.service.js';
import { createChatsRepository } from './modules/chat/chats.repository.js';
import { createChatsService } from './modules/chat/chats.service.js';
import { createDriversRepository } from './modules/drivers/drivers.repository.js';
import { createDriversService } from './modules/drivers/drivers.service.js';
import { createEventTicketsRepository } from './modules/events/event-tickets.repository.js';
import { createEventsService } from './modules/events/events.service.js';
import { createLiveEvents, liveChannel } from './modules/events/live-events.js';
import { createJobsRepository } from './modules/jobs/jobs.repository.js';
import {
  createJobRunner,
  pruneFinishedJobs,
  type JobDefinition,
  type JobRunnerOptions,
} from './modules/jobs/jobs.service.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { createDoor } from './modules/outbox/door.service.js';
import { createOutboxService } from './modules/outbox/outbox.service.js';
import { createGpsRequestsRepository } from './modules/gps/gps-requests.repository.js';
import { createGpsRequestsService } from './modules/gps/gps-requests.service.js';
import { createRevenueRepository } from './modules/revenue/revenue.repository.js';
import { createRevenueService } from './modules/revenue/revenue.service.js';
import { createHealthService } from './modules/health/health.service.js';
import { createOwnerDashboardService } from './modules/owners/owner-dashboard.service.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createSmsInboundRepository } from './modules/sms-inbound/sms-inbound.repository.js';
import { createSmsRepliesService } from './modules/sms-inbound/sms-replies.service.js';
import { createPhoneCodesRepository } from './modules/phone-verification/phone-codes.repository.js';
import { createPhoneVerificationService } from './modules/phone-verification/phone-verification.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createDeliveriesRepository } from './modules/deliveries/deliveries.repository.js';
import {
  createDeliveriesService,
  type DeliveryChannels,
} from './modules/deliveries/deliveries.service.js';
import { typedQueue } from './modules/jobs/job-kinds.js';
import { createTicketsRepository } from './modules/tickets/tickets.repository.js';
import { createTicketsService } from './modules/tickets/tickets.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { createImageWork, type ImageWorkLimits } from './plugins/image-work.js';
import { createLinkedPhotos, type LinkedPhotoOptions } from './plugins/linked-photos.js';
import type { FileStore } from './providers/files/file-store.js';
import { createPublicImages } from './plugins/public-images.js';
import { createPrivateFiles } from './plugins/uploads.js';
import { createPagesService } from './modules/pages/pages.service.js';

export type { LoginLimits };

/**
 * Tests only: places where a test makes a write fail, to show that everything written with
 * it in one transaction is undone (rules §9.20). The server tier shares modules between
 * files (`isolate: false`), so a seam is an argument, never a mocked module.
 */
export type WriteSeams = {
  /** Runs before an audit row of `action` is written. */
  beforeAuditWrite?: (action: AuditAction) => void | Promise<void>;
  /** Runs before a move's events are written to the outbox. */
  beforeEventWrite?: () => void | Promise<void>;
  /** Runs once a gateway or mail server took a message, before the send is recorded. */
  afterHandOver?: () => void | Promise<void>;
};

export type ServiceOptions = {
  db: Database;
  /** The database's LISTEN/NOTIFY: live chat events cross server processes through it. */
  notifications: Notifications;
  /** Where uploads (public photos) and private files (licences) live: a folder or a bucket. */
  files: FileStore;
  clock: () => Date;
  passwords: Passwords;
  loginLimits?: LoginLimits;
  /** How many images are decoded at once, and how many may wait (rules §9.12). */
  imageWork?: ImageWorkLimits;
  linkedPhotos?: LinkedPhotoOptions;
  log: { error: (error: unknown, message: string) => void };
  /** How this process's job runner polls and how many jobs it runs at once. */
  jobRunner?: JobRunnerOptions;
  /** Job kinds a test adds to the runner (a job that fails, one that counts its runs). */
  extraJobs?: JobDefinition[];
  seams?: WriteSeams;
  /** rules §10.4: the SMS gateway and the mailer this server sends through; none, the app only. */
  channels?: DeliveryChannels;
  /** The site's address, for the links in emails. */
  publicUrl?: string;
  /** The requests being answered: the relay gives way to them (none: it never waits). */
  traffic?: Traffic;
};

/** How long the relay waits for a burst to ease before working out its next round anyway. */
const relayGivesWayMs = 250;

/**
 * The service graph, built once: each repository goes to its own service, and services
 * reach each other only through their services. `buildApp` and the tests that need
 * services without HTTP (the demo seed) take it from here alike.
 */
export function createServices(options: ServiceOptions) {
  const { db, clock, passwords, log } = options;
  // One queue for every image decoded: car and driver photos, licences, linked photos.
  const imageWork = createImageWork(options.imageWork);
  const privateFiles = (folder: string) => createPrivateFiles(options.files, folder, imageWork);
  const photos = {
    cars: createPublicImages(options.files, 'cars', imageWork),
    drivers: createPublicImages(options.files, 'drivers', imageWork),
  };

  // Rate limits and failed logins, counted in the database for every process (record 12).
  const rateCounters = createRateCounters(db);
  const transactions = createTransactions(db);
  const audit = createAuditLogService({
    entries: createAuditLogRepository(db),
    clock,
    beforeWrite: options.seams?.beforeAuditWrite,
  });
  // Work that can wait, run by every process's runner (record 17): reads never write. Each
  // module adds its job kinds below; modules schedule jobs through their typed kinds.
  const jobsRepository = createJobsRepository(db);
  const jobs = createJobRunner({
    jobs: jobsRepository,
    transactions,
    clock,
    log,
    options: options.jobRunner,
  });
  const queue = typedQueue(jobs);
  // Every door records the events of its moves here, in the move's transaction (rules §9.20);
  // the relay works out what follows once they committed (below).
  const outbox = createOutboxService({
    events: createOutboxRepository(db),
    transactions,
    clock,
    beforeWrite: options.seams?.beforeEventWrite,
    log,
  });
  // rules §10.3: the outbox every message goes through, sent by the runner's jobs.
  const deliveries = createDeliveriesService({
    deliveries: createDeliveriesRepository(db),
    channels: options.channels ?? {},
    jobs: queue,
    transactions,
    audit,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    clock,
    log,
    afterHandOver: options.seams?.afterHandOver,
  });
  // What every door does alike: the table's check, the rows, the audit line, the events.
  const door = createDoor({ audit, outbox });
  const loginLimits = options.loginLimits ?? defaultLoginLimits;
  const currentPassword = createCurrentPasswordCheck({
    passwords,
    counters: rateCounters,
    limits: loginLimits.currentPassword,
    clock,
  });
  const drivers = createDriversService({
    drivers: createDriversRepository(db),
    photos: photos.drivers,
    licences: privateFiles('driver-licences'),
    outbox,
    door,
    transactions,
    clock,
  });
  // rules §10.7: phone codes, sent through the outbox.
  const phoneVerification = createPhoneVerificationService({
    codes: createPhoneCodesRepository(db),
    transactions,
    counters: rateCounters,
    deliveries,
    clock,
  });
  const users = createUsersService({
    users: createUsersRepository(db),
    licences: privateFiles('licences'),
    currentPassword,
    drivers,
    phones: phoneVerification,
    outbox,
    door,
    transactions,
    clock,
  });
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    passwords,
    currentPassword,
    throttle: createLoginThrottle({ counters: rateCounters, limits: loginLimits, clock }),
    // Live streams end with their sessions; `live` is built below, before anyone logs out.
    streams: {
      end: (userId, which) =>
        which === 'all' ? live.endStreamsOf(userId) : live.endSessionStreams(userId, which),
    },
    clock,
  });
  // rules §1.14: getting back in, by a link or a code sent straight to the person.
  const passwordResets = createPasswordResetService({
    resets: createPasswordResetsRepository(db),
    deliveries,
    passwords,
    transactions,
    counters: rateCounters,
    jobs: queue,
    newPassword: (userId, passwordHash, tx) => auth.resetPasswordHash(userId, passwordHash, tx),
    endStreams: (userId) => auth.endStreams(userId),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    clock,
  });
  const cars = createCarsService({
    cars: createCarsRepository(db),
    photos: photos.cars,
    links: createLinkedPhotos(options.linkedPhotos),
    transactions,
    clock,
  });
  // rules §4.15: cars' and drivers' calendars, and the blocks taken out of them.
  const calendars = createCalendarsService({
    blocks: createCalendarBlocksRepository(db),
    cars,
    drivers,
    audit,
    transactions,
    clock,
  });
  const bookingsRepository = createBookingsRepository(db);
  const bookings = createBookingsService({
    bookings: bookingsRepository,
    door: createBookingDoor({ bookings: bookingsRepository, door }),
    transactions,
    cars,
    drivers,
    clientPhones: users,
    clock,
  });
  // Live events and chat need each other: chat announces through live events, and a message
  // too long to travel through NOTIFY is read back through chat. `chats` is set just below,
  // before anything is delivered (`live.start()` comes after this graph is built).
  const live = createLiveEvents({
    notifications: options.notifications,
    loadMessage: (id) => chats.messageView(id),
    log,
  });
  const chats = createChatsService({
    chats: createChatsRepository(db),
    cars,
    drivers,
    bookings,
    live,
    clock,
    log,
    jobs: queue,
  });
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(db),
    bookings,
    chats,
    events: outbox,
    deliveries,
    jobs: queue,
    live: { channel: liveChannel, notificationPayload: live.notificationPayload },
    transactions,
    clock,
  });
  const smsReplies = createSmsRepliesService({
    inbound: createSmsInboundRepository(db),
    bookings,
    transactions,
    deliveries,
    clock,
  });
  const events = createEventsService({
    tickets: createEventTicketsRepository(db),
    live,
    chats,
    sessionHashOf: auth.sessionHashOf,
    clock,
  });
  const ownerDashboard = createOwnerDashboardService({ cars, bookings, chats });
  const tickets = createTicketsService({
    tickets: createTicketsRepository(db),
    audit,
    outbox,
    door,
    transactions,
    clock,
  });
  const revenue = createRevenueService({
    revenue: createRevenueRepository(db),
    bookings,
    clock,
  });
  const gpsRequests = createGpsRequestsService({
    requests: createGpsRequestsRepository(db),
    outbox,
    door,
    transactions,
    clock,
  });
  const admin = {
    accounts: createAdminAccountsService({
      users,
      auth,
      cars,
      drivers,
      bookings,
      tickets,
      gpsRequests,
      events,
      audit,
      transactions,
      clock,
    }),
    listings: createAdminListingsService({ users, auth, cars, drivers, audit, transactions }),
    overview: createAdminOverviewService({
      dashboard: createAdminDashboardRepository(db),
      bookings,
      tickets,
    }),
  };
  const health = createHealthService({ pingDatabase: () => pingDatabase(db) });
  // rules §10.1: each look of the runner first works out the events recorded since.
  // A burst of requests is answered first: each round waits for it to ease, briefly.
  const traffic = options.traffic;
  jobs.drain(() =>
    outbox.relay(
      (tx, eventId) => notifications.fromEvent(tx, eventId),
      traffic && (() => traffic.calm(relayGivesWayMs)),
    ),
  );
  jobs.define([
    // rules §4.6: requests nobody answered before their start are written expired.
    { kind: 'bookings.expire', everyMs: 60_000, run: () => bookings.expireOverdue() },
    // record 10: the running totals' changes folded into the totals.
    { kind: 'bookings.fold-totals', everyMs: 60_000, run: () => bookings.foldTotals() },
    // record 12: counters whose window has ended are deleted.
    {
      kind: 'rate-counters.sweep',
      everyMs: 10 * 60_000,
      run: () => rateCounters.sweep(clock()),
    },
    // rules §9.20: finished one-off jobs' rows are deleted once kept long enough.
    {
      kind: 'jobs.prune',
      everyMs: 60 * 60_000,
      run: () => pruneFinishedJobs(jobsRepository, clock()),
    },
    // rules §9.20: events are kept a month.
    { kind: 'events.prune', everyMs: 60 * 60_000, run: () => outbox.prune() },
    // rules §10.3: the one kind of send, for every message.
    ...deliveries.jobDefinitions(),
    // rules §10.1, §10.6: events into notifications, reminders and start notices.
    ...notifications.jobDefinitions(),
    // rules §1.14: the lookup of a reset asked for, and its message.
    ...passwordResets.jobDefinitions(),
    ...(options.extraJobs ?? []),
  ]);

  return {
    users,
    auth,
    passwordResets,
    cars,
    pages: createPagesService({ cars, drivers, now: () => clock().getTime() }),
    drivers,
    calendars,
    bookings,
    chats,
    events,
    ownerDashboard,
    tickets,
    gpsRequests,
    revenue,
    admin,
    audit,
    health,
    notifications,
    deliveries,
    smsReplies,
    photos,
    rateCounters,
    transactions,
    /** Start it to run due jobs; stop it before the database closes. */
    jobs,
    /** Start it to receive live events (LISTEN); stop it before the database closes. */
    live,
    passwords,
  };
}

export type Services = ReturnType<typeof createServices>;
