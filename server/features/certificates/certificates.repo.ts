import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { certificateCounters, certificates, floodPreventionChecks, users } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = Omit<typeof certificates.$inferInsert, 'id'>;

/**
 * The next number of the year, counted in the issuing transaction: the counter's row stays
 * locked until that transaction ends, so two issues never get one number and a rolled-back
 * issue gives its number back (the sequence has no gaps).
 */
export async function nextCertificateSequence(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(certificateCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: certificateCounters.year, set: { last: sql`${certificateCounters.last} + 1` } })
    .returning({ last: certificateCounters.last });
  return row!.last;
}

export async function insertCertificate(tx: DbOrTx, values: NewCertificate): Promise<CertificateRow> {
  const [row] = await tx.insert(certificates).values(values).returning();
  return row!;
}

/** The check's read-only lock (docs/product.md#certificates): set while it has a current certificate, cleared when that is voided. */
export async function setCheckLock(tx: DbOrTx, checkId: number, issuedAt: Date | null): Promise<void> {
  await tx
    .update(floodPreventionChecks)
    .set({ certificateIssued: issuedAt !== null, certificateIssuedAt: issuedAt, updatedAt: new Date() })
    .where(eq(floodPreventionChecks.id, checkId));
}

/** The check's certificate that is not void, if any (at most one: certificates_one_current). */
export async function findCurrentCertificate(db: DbOrTx, checkId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.floodPreventionCheckId, checkId), isNull(certificates.voidedAt)))
    .limit(1);
  return row;
}

/** The newest certificate of the check, void or not. */
export async function findLatestCertificate(db: DbOrTx, checkId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.floodPreventionCheckId, checkId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(1);
  return row;
}

export async function markVoid(tx: DbOrTx, id: number, by: number, reason: string): Promise<CertificateRow> {
  const [row] = await tx.update(certificates).set({ voidedAt: new Date(), voidedBy: by, voidReason: reason }).where(eq(certificates.id, id)).returning();
  return row!;
}

const issuer = alias(users, 'issuer');
const voider = alias(users, 'voider');

/** Every certificate of a check, newest first, with the names of who issued and voided it. */
export async function listCertificates(db: DbOrTx, checkId: number) {
  return db
    .select({
      row: certificates,
      issuedBy: { firstName: issuer.firstName, lastName: issuer.lastName },
      voidedBy: { firstName: voider.firstName, lastName: voider.lastName },
    })
    .from(certificates)
    .leftJoin(issuer, eq(issuer.id, certificates.issuedBy))
    .leftJoin(voider, eq(voider.id, certificates.voidedBy))
    .where(eq(certificates.floodPreventionCheckId, checkId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** A certificate by its verification code, with the property's suburb and postcode. */
export async function findByVerificationCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ certificate: certificates, suburb: floodPreventionChecks.suburb, postcode: floodPreventionChecks.postcode })
    .from(certificates)
    .innerJoin(floodPreventionChecks, eq(floodPreventionChecks.id, certificates.floodPreventionCheckId))
    .where(eq(certificates.verificationCode, code))
    .limit(1);
  return row;
}

/** The inspector a certificate names: the check's author, with their own licence number. */
export async function findInspector(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, licence: users.plumbingLicenseNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
