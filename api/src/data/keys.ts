import { createHash } from 'node:crypto';

/**
 * The only place storage keys are built. Table keys may not hold / \ # ? or control
 * characters; numbers are zero-padded so string order is numeric order; newest-first
 * lists use inverted timestamps so a range scan returns them in order.
 */

// eslint-disable-next-line no-control-regex
const forbidden = /[/\\#?\u0000-\u001f\u007f-\u009f]/;

export function assertKeyPart(value: string): string {
  if (value.length === 0 || value.length > 512 || forbidden.test(value)) {
    throw new Error(`Invalid storage key part: ${JSON.stringify(value.slice(0, 40))}`);
  }
  return value;
}

/** Trimmed and lower-cased: one person, one email, whatever the letter case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A fixed-length key for an email (emails may contain characters keys forbid). */
export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** A fixed-length key for a client address, so addresses never appear in keys. */
export function addressKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}

export function padNumber(value: number, width: number): string {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Cannot pad ${value}`);
  return value.toString().padStart(width, '0');
}

const maxTimestamp = 8_640_000_000_000_000; // the latest Date in ECMAScript

/** Newest-first: a later instant gives a smaller key. */
export function invertedTimestampKey(epochMs: number): string {
  return padNumber(maxTimestamp - epochMs, 16);
}

/** The instant an inverted timestamp key stands for. */
export function fromInvertedTimestampKey(key: string): number {
  return maxTimestamp - Number(key);
}

export const waitlistKeys = {
  partitionKey: 'waitlist',
  rowKey: (email: string) => emailKey(email),
};

export const rateLimitKeys = {
  partitionKey: (scope: string) => `ratelimit-${assertKeyPart(scope)}`,
  rowKey: (subjectKey: string) => assertKeyPart(subjectKey),
};

/** Users: PartitionKey = user id; the profile and the recovery codes share the partition. */
export const userKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  profileRowKey: 'profile',
  recoveryRowKey: (codeHash: string) => `recovery-${assertKeyPart(codeHash)}`,
  recoveryRowPrefix: 'recovery-',
};

/** The global email index: one row per normalized email, naming its owner (userId). */
export const emailIndexKeys = {
  partitionKey: 'email',
  rowKey: (email: string) => emailKey(email),
};

/** Sessions: PartitionKey = user id, RowKey = session id (both carried in the token). */
export const sessionKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (sessionId: string) => assertKeyPart(sessionId),
};

/**
 * Failed sign-ins, per email: one partition per email holds the counter across addresses and
 * one counter per client address, so one query reads both and erase finds them by email.
 */
export const loginAttemptKeys = {
  partitionKey: (email: string) => `login-${emailKey(email)}`,
  allAddressesRowKey: 'all',
  addressRowKey: (address: string) => `addr-${addressKey(address)}`,
  /** One client address's counters across every email: failures and registrations. */
  clientPartitionKey: (address: string) => `client-${addressKey(address)}`,
  clientFailuresRowKey: 'failures',
  clientRegistrationsRowKey: 'registrations',
};

/** A calendar date as an 8-digit key that sorts newest first. */
export function invertedDayKey(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Invalid calendar date key: ${date}`);
  return padNumber(99_999_999 - Number(date.replaceAll('-', '')), 8);
}

/** The calendar date an inverted day key stands for. */
export function fromInvertedDayKey(key: string): string {
  const digits = padNumber(99_999_999 - Number(key), 8);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** Prescription versions, pauses and settings share the user's partition: one query reads all. */
export const prescriptionKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  versionRowKey: (effectiveFrom: string) => `version-${assertKeyPart(effectiveFrom)}`,
  versionPrefix: 'version-',
  pauseRowKey: (from: string) => `pause-${assertKeyPart(from)}`,
  pausePrefix: 'pause-',
  settingsRowKey: 'settings',
};

/**
 * Injections: the main row's key starts with the inverted local date, so a date window is a
 * RowKey range and lists come newest first; a small `id-` row maps the stable id to it.
 */
export const injectionKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (localDate: string, takenAtMs: number, id: string) =>
    `inj-${invertedDayKey(localDate)}-${invertedTimestampKey(takenAtMs)}-${assertKeyPart(id)}`,
  idRowKey: (id: string) => `id-${assertKeyPart(id)}`,
  /**
   * The day's dose slot: created with the first unconfirmed dose of a local date, in the same
   * transaction, so of parallel logs for one day exactly one lands (the rest find it taken).
   */
  doseSlotRowKey: (localDate: string) => `slot-${assertKeyPart(localDate)}`,
  /** RowKey bounds (inclusive, exclusive) of injections whose local date is in the window. */
  range: (startDate?: string, endDate?: string) => ({
    from: endDate ? `inj-${invertedDayKey(endDate)}` : 'inj-',
    to: startDate ? `inj-${invertedDayKey(startDate)}.` : 'inj.',
  }),
};

/**
 * Journal entries: PartitionKey = user id. The main row's key starts with the inverted local
 * date, then the inverted creation instant, so lists come newest first and a date window is a
 * RowKey range; a small `id-` row maps the stable id to it (the key never changes: an entry
 * keeps the day it was written).
 */
export const journalKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (localDate: string, createdAtMs: number, id: string) =>
    `entry-${invertedDayKey(localDate)}-${invertedTimestampKey(createdAtMs)}-${assertKeyPart(id)}`,
  idRowKey: (id: string) => `id-${assertKeyPart(id)}`,
  /** When an entry was created, read from its key (entry-<day>-<inverted time>-<id>). */
  createdAtMsOf: (rowKey: string) => fromInvertedTimestampKey(rowKey.split('-')[2] ?? ''),
  /** The entry's local date, read from its key. */
  localDateOf: (rowKey: string) => fromInvertedDayKey(rowKey.split('-')[1] ?? ''),
  /** RowKey bounds (inclusive, exclusive) of entries whose local date is in the window. */
  range: (startDate?: string, endDate?: string) => ({
    from: endDate ? `entry-${invertedDayKey(endDate)}` : 'entry-',
    to: startDate ? `entry-${invertedDayKey(startDate)}.` : 'entry.',
  }),
};

/** Check-ins: one row per user per local day, so replacing the day's check-in is one key. */
export const checkinKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (date: string) => `checkin-${invertedDayKey(date)}`,
  /** RowKey bounds (inclusive both ends) of the days in the window, newest first. */
  range: (startDate: string, endDate: string) => ({
    from: `checkin-${invertedDayKey(endDate)}`,
    to: `checkin-${invertedDayKey(startDate)}`,
  }),
};

/** Achievement unlocks: PartitionKey = user id, RowKey = the achievement's id. */
export const achievementKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (achievementId: string) => assertKeyPart(achievementId),
};

/**
 * Coach chat: PartitionKey = user id. A message is `msg-<inverted instant>-<order>-<id>`, so the
 * last N messages are the first N rows of one range query. Within one exchange (one instant) the
 * reply (order 0) sorts before the message it answers (order 1), newest first like the rest.
 * The read state (`msg-!read`) sorts just before every message ('!' < '0'), so one range query
 * meets it first and then the newest messages: the unread count is a single query.
 */
export const chatKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  messageRowKey: (createdAtMs: number, order: 0 | 1, id: string) =>
    `msg-${invertedTimestampKey(createdAtMs)}-${order}-${assertKeyPart(id)}`,
  /** RowKey bounds (inclusive, exclusive) of every message (the state row excluded). */
  messageRange: { from: 'msg-0', to: 'msg.' },
  /** What the person has read: the first row of the range from it to `messageRange.to`. */
  stateRowKey: 'msg-!read',
  /** The chat rate limit's subject: a hash, so no user id outlives an erased account there. */
  rateLimitSubject: (userId: string) =>
    createHash('sha256').update(`chat:${userId}`).digest('hex').slice(0, 32),
};

export type PhotoVariant = 'original' | 'thumb';

/**
 * Progress photos: PartitionKey = user id; the main row's key starts with the inverted instant
 * the photo was taken (newest first), and a small `id-` row maps the stable id to it. Blobs live
 * in the private photos container under `<userId>/<photoId>/`, so erase finds them by prefix.
 */
export const photoKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (takenAtMs: number, id: string) =>
    `photo-${invertedTimestampKey(takenAtMs)}-${assertKeyPart(id)}`,
  idRowKey: (id: string) => `id-${assertKeyPart(id)}`,
  /** RowKey bounds (inclusive, exclusive) of every photo row. */
  range: { from: 'photo-', to: 'photo.' },
  blobName: (userId: string, photoId: string, variant: PhotoVariant, extension: string) => {
    if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`Invalid extension: ${extension}`);
    return `${assertKeyPart(userId)}/${assertKeyPart(photoId)}/${variant}.${extension}`;
  },
};

/** Storage quota counters: PartitionKey = user id, one row per kind of thing counted. */
export const quotaKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (kind: string) => `quota-${assertKeyPart(kind)}`,
};

/** Reminders: PartitionKey = user id; settings, one row per push subscription, send records. */
export const reminderKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  settingsRowKey: 'settings',
  calendarRowKey: 'calendar',
  subscriptionPrefix: 'sub-',
  /** A device's subscription, by a hash of its push endpoint (endpoints hold / and ?). */
  subscriptionRowKey: (endpoint: string) =>
    `sub-${createHash('sha256').update(endpoint).digest('hex').slice(0, 40)}`,
  sentPrefix: 'sent-',
  sentRowKey: (reminderId: string) => `sent-${assertKeyPart(reminderId)}`,
};

/** The global calendar-feed index: one row per feed, by the hash of its secret, naming its owner. */
export const calendarFeedKeys = {
  partitionKey: 'feed',
  rowKey: (secretHash: string) => assertKeyPart(secretHash),
};

/** Idempotency: PartitionKey = user id, RowKey = a hash of method, path and the client's key. */
export const idempotencyKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  rowKey: (method: string, path: string, key: string) =>
    createHash('sha256').update(`${method} ${path} ${key}`).digest('hex'),
};

/**
 * Lab draws and the lab settings (ranges, draw intervals): PartitionKey = user id, RowKey
 * `draw-<id>` (a person keeps a few dozen draws: one query reads them all) and `settings`.
 */
export const labKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  drawRowKey: (id: string) => `draw-${assertKeyPart(id)}`,
  drawPrefix: 'draw-',
  settingsRowKey: 'settings',
};

/** Supplies: `vial-<id>`, `item-<id>` (syringes, needles, swabs) and `settings`, one partition. */
export const supplyKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  vialRowKey: (id: string) => `vial-${assertKeyPart(id)}`,
  vialPrefix: 'vial-',
  consumableRowKey: (id: string) => `item-${assertKeyPart(id)}`,
  consumablePrefix: 'item-',
  settingsRowKey: 'settings',
};

/**
 * The support circle: PartitionKey = user id; `supporter-<id>`, `link-<id>` and one
 * `view-<link id>-<inverted time>-<random>` row per view of a link (newest first per link).
 */
export const circleKeys = {
  partitionKey: (userId: string) => assertKeyPart(userId),
  supporterRowKey: (id: string) => `supporter-${assertKeyPart(id)}`,
  supporterPrefix: 'supporter-',
  linkRowKey: (id: string) => `link-${assertKeyPart(id)}`,
  linkPrefix: 'link-',
  viewRowKey: (linkId: string, atMs: number, nonce: string) =>
    `view-${assertKeyPart(linkId)}-${invertedTimestampKey(atMs)}-${assertKeyPart(nonce)}`,
  viewPrefix: 'view-',
};

/** The global share-link index: one row per link, by the hash of its token, naming its owner. */
export const shareLinkIndexKeys = {
  partitionKey: 'share',
  rowKey: (tokenHash: string) => assertKeyPart(tokenHash),
};

/**
 * The community board: one global table whose partitions name what they hold. Posts (`post`),
 * each post's replies (`reply-<post id>`), members (`member`, by member id) and the index from
 * account to member (`member-user`), moderators (`moderator`, by account id), and per member:
 * what they wrote (`authored-<member id>`), their reactions, reports and blocks. The moderation
 * log (`modlog`) is newest first.
 */
export const communityKeys = {
  postPartition: 'post',
  replyPartition: (postId: string) => `reply-${assertKeyPart(postId)}`,
  memberPartition: 'member',
  memberByUserPartition: 'member-user',
  moderatorPartition: 'moderator',
  authoredPartition: (memberId: string) => `authored-${assertKeyPart(memberId)}`,
  reactionPartition: (memberId: string) => `reaction-${assertKeyPart(memberId)}`,
  reportPartition: (memberId: string) => `report-${assertKeyPart(memberId)}`,
  blockPartition: (memberId: string) => `block-${assertKeyPart(memberId)}`,
  logPartition: 'modlog',
  queuePartition: 'queue',
  id: (id: string) => assertKeyPart(id),
  /** A post or a reply: `<post id>_<reply id>`, `<post id>_-` for the post itself. */
  target: (postId: string, replyId: string | null) =>
    `${assertKeyPart(postId)}_${replyId ? assertKeyPart(replyId) : '-'}`,
  reaction: (kind: string, target: string) => `${assertKeyPart(kind)}_${assertKeyPart(target)}`,
  logRowKey: (atMs: number, id: string) => `${invertedTimestampKey(atMs)}-${assertKeyPart(id)}`,
  /** The rate-limit subject of one member and kind of write. */
  rateLimitSubject: (userId: string, kind: string) =>
    createHash('sha256').update(`community:${kind}:${userId}`).digest('hex').slice(0, 32),
};
