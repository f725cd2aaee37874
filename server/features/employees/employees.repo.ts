import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, Employee, EmployeeStatistics } from '../../../core/contracts/admin';
import type { RemovedEmployee } from '../../../core/contracts/employee-admin';
import { maxPoints } from '../../../core/rules/scoring';
import { CAREER_TIERS } from '../../../core/rules/tiers';
import type { Db, DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import {
  assessments,
  auditLog,
  floodPreventionChecks,
  skillAssessments,
  skillCategories,
  skills,
  trainingMaterials,
  trainingProgress,
  users,
} from '../../db/schema';
import { roleOf } from '../../auth/plugin';
import type { UserRecord, UserRow } from '../../auth/session';

/**
 * The columns a list item is made of, and no more: a user row also holds password and PIN
 * hashes and signature images (data URLs of tens of KB each), which the list never shows
 * and which made every GET /api/employees read and parse them for every employee.
 */
const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isOwner: users.isOwner,
  employeeRole: users.employeeRole,
  profileCompleted: users.profileCompleted,
  mobileNumber: users.mobileNumber,
  personalEmail: users.personalEmail,
  startDate: users.startDate,
  licenseNumber: users.licenseNumber,
  plumbingLicenseNumber: users.plumbingLicenseNumber,
  licenseExpiryDate: users.licenseExpiryDate,
  emergencyContactName: users.emergencyContactName,
  emergencyContactPhone: users.emergencyContactPhone,
  currentTierId: users.currentTierId,
  employeeLoginPinGeneratedAt: users.employeeLoginPinGeneratedAt,
  createdAt: users.createdAt,
};
export type EmployeeListRow = Pick<UserRecord, keyof typeof listColumns>;

/** The list item of GET /api/employees: never a hash, PIN or document. */
export function toEmployee(user: EmployeeListRow): Employee {
  const tier = CAREER_TIERS.find((t) => t.id === user.currentTierId);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: roleOf(user),
    isOwner: user.isOwner,
    profileCompleted: user.profileCompleted,
    mobileNumber: user.mobileNumber,
    personalEmail: user.personalEmail,
    startDate: user.startDate,
    licenseNumber: user.licenseNumber,
    plumbingLicenseNumber: user.plumbingLicenseNumber,
    licenseExpiryDate: user.licenseExpiryDate,
    emergencyContactName: user.emergencyContactName,
    emergencyContactPhone: user.emergencyContactPhone,
    currentTierId: user.currentTierId,
    tierDetails: tier ? { name: tier.name } : null,
    loginPinGeneratedAt: user.employeeLoginPinGeneratedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const employeeList = perDatabase((db) =>
  db
    .select(listColumns)
    .from(users)
    .where(isNull(users.removedAt))
    .orderBy(desc(users.isOwner), asc(sql`lower(coalesce(${users.firstName}, ''))`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id))
    .prepare('employee_list'),
);

/** Everyone not removed (removed employees are hidden: docs/product.md#removal), owner first, then by name. */
export function listEmployees(db: Db): Promise<EmployeeListRow[]> {
  return employeeList(db).execute();
}

/** Removed employees (their records are kept: docs/product.md#removal), latest removal first: whom the owner may reinstate. */
export async function listRemovedEmployees(db: DbOrTx): Promise<RemovedEmployee[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isOwner: users.isOwner,
      employeeRole: users.employeeRole,
      removedAt: users.removedAt,
    })
    .from(users)
    .where(isNotNull(users.removedAt))
    .orderBy(desc(users.removedAt), desc(users.id));
  return rows.map((r) => ({ id: r.id, email: r.email, firstName: r.firstName, lastName: r.lastName, role: roleOf(r), removedAt: r.removedAt!.toISOString() }));
}

/** A listed (not removed) employee, or undefined. */
export async function findEmployee(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.removedAt)));
  return row;
}

/** Owner Performance Statistics (docs/product.md#employees), from stored records only. */
export async function employeeStatistics(db: DbOrTx, userId: number): Promise<EmployeeStatistics> {
  const [latest] = await db
    .select({ id: assessments.id, overallScore: assessments.overallScore })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);

  const [materials] = await db.select({ n: count() }).from(trainingMaterials).where(eq(trainingMaterials.isActive, true));
  const [done] = await db
    .select({ n: count() })
    .from(trainingProgress)
    .innerJoin(trainingMaterials, eq(trainingMaterials.id, trainingProgress.trainingMaterialId))
    .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.completed, true), eq(trainingMaterials.isActive, true)));

  const [checks] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${floodPreventionChecks.status} = 'completed')`.mapWith(Number),
      certificates: sql<number>`count(*) filter (where ${floodPreventionChecks.certificateIssued})`.mapWith(Number),
    })
    .from(floodPreventionChecks)
    .where(eq(floodPreventionChecks.userId, userId));

  const categoryRows = latest
    ? await db
        .select({ categoryId: skillCategories.id, categoryName: skillCategories.name, scoring: skills.scoring, score: skillAssessments.score })
        .from(skillAssessments)
        .innerJoin(skills, eq(skills.id, skillAssessments.skillId))
        .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId))
        .where(eq(skillAssessments.assessmentId, latest.id))
    : [];
  const byCategory = new Map<number, { name: string; points: number; max: number }>();
  for (const row of categoryRows) {
    const max = maxPoints(row.scoring);
    if (max === 0) continue; // optional skills are informational (docs/product.md#scoring)
    const entry = byCategory.get(row.categoryId) ?? { name: row.categoryName, points: 0, max: 0 };
    entry.points += row.score;
    entry.max += max;
    byCategory.set(row.categoryId, entry);
  }

  const materialCount = materials?.n ?? 0;
  return {
    assessmentScore: latest?.overallScore ?? 0,
    trainingCompletion: materialCount ? Math.round(((done?.n ?? 0) / materialCount) * 100) : 0,
    floodPreventionStats: { totalChecks: checks?.total ?? 0, completedChecks: checks?.completed ?? 0, certificatesIssued: checks?.certificates ?? 0 },
    skillCategoryScores: [...byCategory.values()].map((c) => ({ categoryName: c.name, averageScore: Math.round((c.points / c.max) * 100) })),
  };
}

/** The audit trail, latest first, with the names of who acted and on whom. */
export async function recentAuditEntries(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const rows = await db
    .select({
      entry: auditLog,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      actorEmail: actor.email,
      targetFirst: target.firstName,
      targetLast: target.lastName,
      targetEmail: target.email,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  const name = (first: string | null, last: string | null, email: string | null) => [first, last].filter(Boolean).join(' ') || email;
  return rows.map((r) => ({
    id: r.entry.id,
    action: r.entry.action,
    actorName: name(r.actorFirst, r.actorLast, r.actorEmail),
    targetName: name(r.targetFirst, r.targetLast, r.targetEmail),
    details: r.entry.details,
    createdAt: r.entry.createdAt.toISOString(),
  }));
}
