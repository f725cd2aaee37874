/**
 * The whole data model: every entity the product rules name (docs/product.md), plus what
 * they need kept (sessions with IP/agent/activity, lockouts, settings, audit,
 * email log). Migrations are generated from this file by drizzle-kit and committed.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EMPLOYEE_ROLES } from '../../core/rules/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const careerTiers = pgTable('career_tiers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  requiredScore: integer('required_score').notNull(),
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role').notNull().default('employee'),
    currentTier: text('current_tier').notNull().default('entry'),
    currentTierId: integer('current_tier_id')
      .notNull()
      .default(1)
      .references(() => careerTiers.id),
    mobileNumber: text('mobile_number'),
    personalEmail: text('personal_email'),
    employeeRole: text('employee_role'),
    startDate: date('start_date'),
    /** The credential type (the product's name kept, docs/product.md#registration). */
    licenseNumber: text('license_number'),
    plumbingLicenseNumber: text('plumbing_license_number'),
    licenseExpiryDate: date('license_expiry_date'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    /** argon2id hash of the 6-digit login PIN; the PIN itself is shown once. */
    employeeLoginPinHash: text('employee_login_pin_hash'),
    employeeLoginPinGeneratedAt: timestamp('employee_login_pin_generated_at', { withTimezone: true }),
    employeePhotoUrl: text('employee_photo_url'),
    employeeSignature: text('employee_signature'),
    driversLicenseUrl: text('drivers_license_url'),
    plumbingLicenseUrl: text('plumbing_license_url'),
    legalDisclaimerAccepted: boolean('legal_disclaimer_accepted').notNull().default(false),
    legalDisclaimerSignature: text('legal_disclaimer_signature'),
    legalDisclaimerAcceptedAt: timestamp('legal_disclaimer_accepted_at', { withTimezone: true }),
    /** Set when management removes the employee (docs/product.md#removal); records stay. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Bumped by triggers whenever a row the user's dashboard is made of changes (migration
     * 0002, ADR 0012): a process may reuse its last answer while this is unchanged.
     */
    dashboardVersion: integer('dashboard_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one owner, even if two owner registrations race.
    uniqueIndex('users_single_owner')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not reveal usable sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Password reset links (docs/product.md#passwords): only the SHA-256 of the token is kept, so a database
 * leak gives no usable link. Single use (`usedAt`), valid until `expiresAt`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' (forgotten password), 'manager' (made by owner or management), 'command' (reset-owner-password). */
    via: text('via').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failure counters for lockouts; in the database so that every instance shares them. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One row (id = 1): business details, codes and the owner PIN. */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey().default(1),
  businessName: text('business_name').notNull().default(''),
  licenceNumber: text('licence_number').notNull().default(''),
  abn: text('abn').notNull().default(''),
  officeEmail: text('office_email').notNull().default(''),
  logoFile: text('logo_file'),
  /** Shared employee access code; the owner views and rotates it. */
  employeeAccessCode: text('employee_access_code').notNull(),
  employeeAccessCodeRotatedAt: timestamp('employee_access_code_rotated_at', { withTimezone: true }),
  /** argon2id hash of the owner access code generated at first start (when not from env). */
  ownerAccessCodeHash: text('owner_access_code_hash'),
  ownerPinHash: text('owner_pin_hash'),
  /** "Tier changes need a manager's review" (docs/product.md#review): off keeps the self-assessed score deciding the tier. */
  assessmentReviewRequired: boolean('assessment_review_required').notNull().default(false),
  /** "Orange items create follow-ups too" (docs/product.md#follow-ups): off, only failed readings and Red items do. */
  orangeCreatesFollowUps: boolean('orange_creates_follow_ups').notNull().default(false),
  updatedAt: updatedAt(),
});

export const skillCategories = pgTable('skill_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const skills = pgTable('skills', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => skillCategories.id),
  scoring: text('scoring').notNull(),
  levels: jsonb('levels').$type<Record<'A' | 'B' | 'C' | 'D', string>>().notNull(),
});

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('in_progress'),
    overallScore: integer('overall_score').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Manager review (docs/product.md#review): null = not reviewed; 'pending' = completed while review was
     * required, the tier waits; 'approved' or 'returned' once a reviewer decided. overallScore
     * stays the self-assessed score; agreedScore is the server's score of the reviewed levels.
     */
    reviewStatus: text('review_status', { enum: ['pending', 'approved', 'returned'] }),
    agreedScore: integer('agreed_score'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    /** The skills whose level the reviewer changed: the self-assessed level and the agreed one. */
    reviewAdjustments: jsonb('review_adjustments').$type<Array<{ skillId: number; selfLevel: string; level: string }>>(),
  },
  (t) => [
    index('assessments_user_idx').on(t.userId, t.createdAt),
    index('assessments_review_queue_idx')
      .on(t.completedAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('assessments_review_status_check', sql`${t.reviewStatus} IN ('pending', 'approved', 'returned')`),
  ],
);

export const skillAssessments = pgTable(
  'skill_assessments',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    level: varchar('level', { length: 1 }).notNull(),
    /** Points derived by the server from the level (core/rules/scoring). */
    score: integer('score').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('skill_assessments_unique').on(t.assessmentId, t.skillId)],
);

export const trainingMaterials = pgTable('training_materials', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  content: text('content').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull().default(30),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id),
});

export const trainingProgress = pgTable(
  'training_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    trainingMaterialId: integer('training_material_id')
      .notNull()
      .references(() => trainingMaterials.id),
    completed: boolean('completed').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('training_progress_unique').on(t.userId, t.trainingMaterialId)],
);

export const guidelines = pgTable('guidelines', {
  id: serial('id').primaryKey(),
  slug: text('slug').unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  category: text('category').notNull(),
  version: text('version').notNull().default('1.0'),
  department: text('department').notNull().default('General'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.createdAt)],
);

export const floodPreventionChecks = pgTable(
  'flood_prevention_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientName: text('client_name').notNull(),
    unitNumber: text('unit_number'),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    streetType: text('street_type').notNull(),
    suburb: text('suburb').notNull(),
    postcode: varchar('postcode', { length: 4 }).notNull(),
    state: varchar('state', { length: 3 }).notNull().default('VIC'),
    initialJobNumber: text('initial_job_number').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    staticPressureKpa: doublePrecision('static_pressure_kpa'),
    temperatureCelsius: doublePrecision('temperature_celsius'),
    staticPressureStatus: text('static_pressure_status'),
    hotWaterTempStatus: text('hot_water_temp_status'),
    /** Why the chosen status differs from what the reading suggests (docs/product.md#check-status); null when it does not. */
    staticPressureOverrideReason: text('static_pressure_override_reason'),
    hotWaterTempOverrideReason: text('hot_water_temp_override_reason'),
    staticPressureNotes: text('static_pressure_notes'),
    hotWaterTempNotes: text('hot_water_temp_notes'),
    generalNotes: text('general_notes'),
    /** Areas, hoses and appliances, and their notes: the product's field names as keys (see core/contracts/flood-check). */
    inspection: jsonb('inspection').$type<Record<string, string>>().notNull().default({}),
    plumberName: varchar('plumber_name', { length: 100 }),
    inspectionDate: date('inspection_date'),
    plumberSignature: text('plumber_signature'),
    status: text('status').notNull().default('draft'),
    certificateIssued: boolean('certificate_issued').notNull().default(false),
    certificateIssuedAt: timestamp('certificate_issued_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Rows in inspection_photos for this check, kept by a trigger (migration 0004): the lists show it on every row. */
    photoCount: integer('photo_count').notNull().default(0),
    /** The phone's draft id the check was created from (docs/product.md#drafts): a retried create finds it, never a copy. */
    draftId: uuid('draft_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('flood_checks_author_draft_unique').on(t.userId, t.draftId),
    index('flood_checks_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('flood_checks_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * How many checks each user has recorded, kept by a trigger on flood_prevention_checks
 * (migration 0001, ADR 0009): "Existing (n)" for those who see every check is a sum over the staff,
 * not a count over the whole history (docs/performance.md#results, figure 2).
 */
export const floodCheckCounts = pgTable('flood_check_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: serial('id').primaryKey(),
    floodPreventionCheckId: integer('flood_prevention_check_id')
      .notNull()
      .references(() => floodPreventionChecks.id),
    fileName: text('file_name').notNull().unique(),
    filePath: text('file_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    section: text('section').notNull(),
    description: text('description').notNull().default('Inspection photo'),
    /** The plumber's caption (PATCH /api/photos/{id}); the documents show it instead of the description. */
    caption: text('caption'),
    /** Chosen by the browser so that a retried upload is recognised, not duplicated. */
    clientUploadId: text('client_upload_id'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    /** When the photo was taken: its EXIF DateTimeOriginal, else the time the app took it, else the upload. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_photos_check_idx').on(t.floodPreventionCheckId),
    uniqueIndex('inspection_photos_client_upload').on(t.floodPreventionCheckId, t.clientUploadId),
  ],
);

/** Every report/certificate email attempt, so that nothing fails unseen (docs/product.md#email). */
export const emailLog = pgTable(
  'email_log',
  {
    id: serial('id').primaryKey(),
    floodPreventionCheckId: integer('flood_prevention_check_id')
      .notNull()
      .references(() => floodPreventionChecks.id),
    document: text('document').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    status: text('status').notNull(),
    error: text('error'),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('email_log_check_idx').on(t.floodPreventionCheckId)],
);

export const employeeAccessKeys = pgTable(
  'employee_access_keys',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the key, for lookup at registration. The key itself is shown once, when generated (ADR 0016). */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's last 4 characters, so the list can tell keys apart; null for keys made before migration 0005. */
    keyLastFour: text('key_last_four'),
    employeeName: text('employee_name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The one employee role the key registers (ADR 0013). Null only for keys made
     * before migration 0003: they register what the shared code does, never Management.
     */
    employeeRole: text('employee_role', { enum: EMPLOYEE_ROLES }),
    isUsed: boolean('is_used').notNull().default(false),
    usedByUserId: integer('used_by_user_id')
      .unique()
      .references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    generatedBy: integer('generated_by').references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [check('employee_access_keys_role_check', sql`${t.employeeRole} IN (${sql.raw(EMPLOYEE_ROLES.map((r) => `'${r}'`).join(', '))})`)],
);

export const employeeDevices = pgTable(
  'employee_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Public random id (first 8 characters shown on screens). */
    deviceId: text('device_id').notNull().unique(),
    /** SHA-256 of the secret in the device's HttpOnly cookie. */
    secretHash: text('secret_hash').notNull().unique(),
    deviceName: text('device_name').notNull(),
    deviceType: text('device_type').notNull(),
    userAgent: text('user_agent'),
    isActive: boolean('is_active').notNull().default(true),
    lastUsed: timestamp('last_used', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('employee_devices_user_idx').on(t.userId)],
);

export const blacklistedUsers = pgTable('blacklisted_users', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  email: varchar('email', { length: 254 }).notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  reason: text('reason').notNull().default('Account terminated by management'),
  blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }).notNull().defaultNow(),
  blacklistedBy: integer('blacklisted_by').references(() => users.id),
});

/**
 * Licence reminder emails sent (docs/product.md#licences): one row per licence expiry date and stage (days
 * before expiry), claimed before sending, so each reminder goes once whichever instance runs.
 */
export const licenceReminders = pgTable(
  'licence_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiryDate: date('expiry_date').notNull(),
    daysBefore: integer('days_before').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licence_reminders_once').on(t.userId, t.expiryDate, t.daysBefore)],
);

/** Daily jobs: a row per job and calendar day, claimed by the one instance that runs it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runDate: date('run_date').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_runs_once').on(t.job, t.runDate)],
);

/** Who did what to whom: every administrative action (issue: audit trail). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Compliance certificates (docs/product.md#certificates): issued on purpose, each with its own
 * company-wide number and verification code; a void one stays, with who voided it and why.
 * At most one certificate of a check is current (not void): the check's `certificate_issued`
 * flag is true exactly while it has one, and is the check's read-only lock.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    floodPreventionCheckId: integer('flood_prevention_check_id')
      .notNull()
      .references(() => floodPreventionChecks.id),
    /** 'FPC-2026-000042': assigned from certificate_counters in the issuing transaction, never reused. */
    number: text('number').notNull().unique(),
    /** The code of the public verification page (/verify/{code}): 128 random bits, printed on the certificate. */
    verificationCode: text('verification_code').notNull().unique(),
    /** The inspector as certified at issue (the check's author and their own licence), so the certificate never changes. */
    inspectorName: text('inspector_name'),
    inspectorLicenceNumber: text('inspector_licence_number'),
    /**
     * The company as the certificate prints it (Settings' letterhead at issue), so renaming the
     * business later changes no issued certificate (issue 19 §3). The logo is not kept.
     */
    businessName: text('business_name').notNull(),
    businessLicenceNumber: text('business_licence_number').notNull(),
    businessAbn: text('business_abn').notNull(),
    businessOfficeEmail: text('business_office_email').notNull(),
    /** The origin of its printed verification URL: APP_ORIGIN when set at issue; null otherwise and before migration 0013. */
    verifyOrigin: text('verify_origin'),
    /** Null only for certificates issued before issuing was recorded (migration 0006). */
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    voidedBy: integer('voided_by').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('certificates_check_idx').on(t.floodPreventionCheckId, t.issuedAt),
    // One current certificate per check, even if two issues race.
    uniqueIndex('certificates_one_current')
      .on(t.floodPreventionCheckId)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** The last certificate number of each year: its row is locked by the issuing transaction, so numbers are gapless and unique. */
export const certificateCounters = pgTable('certificate_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The history of a check (docs/product.md#history): every change, written in the transaction that makes it. */
export const checkEvents = pgTable(
  'check_events',
  {
    id: serial('id').primaryKey(),
    // A check removed by an administrator takes its history with it; its certificates stop it being removed.
    floodPreventionCheckId: integer('flood_prevention_check_id')
      .notNull()
      .references(() => floodPreventionChecks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    /** One of CHECK_EVENT_TYPES (core/contracts/certificates.ts). */
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  // In the order the changes were written (a serial id follows the row locks, a transaction's now() does not).
  (t) => [index('check_events_check_idx').on(t.floodPreventionCheckId, t.id)],
);

/**
 * Follow-ups (docs/product.md#follow-ups, ADR 0023): one per finding of a completed check,
 * kept by the check's save in its own transaction; (check, finding key) is unique, so saving
 * again never makes a second.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    floodPreventionCheckId: integer('flood_prevention_check_id')
      .notNull()
      .references(() => floodPreventionChecks.id, { onDelete: 'cascade' }),
    /** AttentionFinding.key (core/rules/report-content.ts): 'static-pressure', a hose field, an appliance key. */
    findingKey: text('finding_key').notNull(),
    section: text('section').notNull(),
    item: text('item').notNull(),
    /** fail, red or amber: as last saved. */
    severity: text('severity').notNull(),
    /** One of FOLLOW_UP_STATUSES (core/rules/follow-ups.ts). */
    status: text('status').notNull().default('open'),
    quoteNumber: text('quote_number'),
    amountCents: integer('amount_cents'),
    /** The office's note, set with a change of status. */
    note: text('note'),
    /** The plumber's note on that reading, area or appliance, as last saved. */
    plumberNote: text('plumber_note'),
    /** Closed as resolved on site by a save that no longer had the finding: a later save that has it again reopens it. */
    closedBySave: boolean('closed_by_save').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('follow_ups_check_finding').on(t.floodPreventionCheckId, t.findingKey),
    // The board and the bell read by status, oldest first.
    index('follow_ups_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One-off data work that a migration leaves to the server's code, done at the next start under
 * the start-up lock: a row per task, deleted in the transaction that does it, so it runs once
 * (server/db/backfills.ts).
 */
export const pendingBackfills = pgTable('pending_backfills', {
  name: text('name').primaryKey(),
});
