/**
 * Every numeric limit of the product, defined once and used by both the server's validation
 * and the browser's forms (docs/product.md#limits).
 */
export const LIMITS = {
  passwordMinLength: 12,
  passwordMaxLength: 256,
  /** Concurrent sessions per user; a further sign-in ends the oldest. */
  maxSessionsPerUser: 2,
  /** Active devices per employee (the owner is exempt). */
  maxDevicesPerEmployee: 2,
  pinLength: 6,
  accessKeyLength: 16,
  accessKeyTtlDays: 7,
  /** Photos of a flood check. */
  photoMaxBytes: 15 * 1024 * 1024,
  /** Width x height; refuses decompression bombs before decoding. */
  photoMaxPixels: 50_000_000,
  /** A drawn signature (400x150 pad at up to ~4x pixel density); larger is refused, not decoded. */
  signatureMaxPixels: 4_000_000,
  compressedLongEdge: 1600,
  compressedJpegQuality: 80,
  /** Registration images travel as data URLs inside JSON. */
  dataUrlImageMaxBytes: 8 * 1024 * 1024,
  /** JSON bodies: registration carries up to five images. */
  jsonBodyMaxBytes: 48 * 1024 * 1024,
  plumberNameMax: 100,
  /** Photos one check may hold; the next upload is refused (409). */
  photosPerCheck: 60,
  /** A photo's caption, shown under it on the documents. */
  photoCaptionMax: 200,
  /** Each note of a check: per area, per appliance, per reading, and the general notes. */
  noteMax: 1000,
  /** The reason given when a reading's status differs from what the reading suggests. */
  overrideReasonMin: 5,
  overrideReasonMax: 300,
  postcodeLength: 4,
  /** Lockout after repeated failures (docs/product.md#sessions). */
  lockoutMaxFailures: 5,
  lockoutWindowMinutes: 15,
  lockoutMinutes: 15,
  /** A signed-up account that has not registered by then is removed, with its sessions. */
  unregisteredAccountDays: 7,
  sessionLifetimeDays: 30,
  sessionIdleDays: 14,
  /** Last-activity writes are throttled to one per session per minute. */
  sessionTouchSeconds: 60,
  licenceExpiryWarningDays: 60,
  /** Licence reminder emails go this many days before expiry (0: on the day), each once. */
  licenceReminderDays: [60, 30, 7, 0],
  /** A password reset link works once, within this many minutes of being made. */
  passwordResetMinutes: 60,
  /** Reset emails one account may be sent in an hour; more requests still answer 202 and send nothing. */
  passwordResetRequestsPerHour: 3,
  /** Reset requests one client address may make in an hour (then 429). */
  passwordResetRequestsPerAddressPerHour: 10,
  nextReviewDays: 91,
  /** Training materials and guidelines edited by owner and management. */
  contentTitleMax: 200,
  contentDescriptionMax: 1000,
  contentHtmlMax: 100_000,
  /** The optional note to the client in a report or certificate email. */
  emailMessageMax: 500,
  /** Report and certificate emails one user may send in an hour, counted in the database. */
  emailSendsPerHour: 30,
  trainingDurationMin: 5,
  trainingDurationMax: 480,
  /** The bell counts follow-ups still open after this many days (docs/product.md#follow-ups). */
  followUpOverdueDays: 3,
  /** Follow-ups on one page of the board. */
  followUpsPerPage: 50,
  /** A quote number, the office's note on a follow-up. */
  quoteNumberMax: 50,
} as const;
