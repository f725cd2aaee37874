import sharp from 'sharp';
import type { PhotoSection } from '../../../core/contracts/flood-check';
import { SAMPLE_CLIENT } from '../../../core/contracts/test-fixtures';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { floodPreventionChecks, inspectionPhotos } from '../../db/schema';
import { fileStore, newFileName } from '../../lib/storage';
import { compressedName, photoKey, type CheckRow } from '../flood-checks/public';

/**
 * Test factory: a check and its photo files written straight to the database and the
 * upload folder, the way the capture feature stores them, so document tests do not depend
 * on the capture routes.
 */
export const SIGNATURE_PNG = `data:image/png;base64,${(
  await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from('<svg width="120" height="40"><path d="M5 30 C 30 0, 60 40, 115 8" stroke="#111" stroke-width="3" fill="none"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
).toString('base64')}`;

export function buildCheckRow(userId: number, overrides: Partial<typeof floodPreventionChecks.$inferInsert> = {}): typeof floodPreventionChecks.$inferInsert {
  return {
    userId,
    ...SAMPLE_CLIENT,
    staticPressureKpa: 620,
    temperatureCelsius: 48,
    staticPressureStatus: 'fail',
    hotWaterTempStatus: 'pass',
    inspection: {
      bathroom1InspectionStatus: 'applicable',
      bathroom1MixerTapHoses: 'green',
      bathroom1TapExtensionHoses: 'amber',
      bathroom1ToiletConnectorHose: 'red',
      bathroom2InspectionStatus: 'na',
      bathroom3InspectionStatus: 'applicable',
      kitchenInspectionStatus: 'applicable',
      kitchenMixerTapHoses: 'amber',
      laundryInspectionStatus: 'na',
      washingMachineHosesStatus: 'applicable',
      washingMachineHoses: 'red',
      dishwasherHoseStatus: 'applicable',
      dishwasherHose: 'green',
      fridgeFlexiTubingStatus: 'na',
    },
    plumberName: 'Jamie Nguyen',
    inspectionDate: '2026-03-05',
    plumberSignature: SIGNATURE_PNG,
    status: 'completed',
    completedAt: new Date(),
    ...overrides,
  };
}

export async function insertCheck(db: DbOrTx, userId: number, overrides: Partial<typeof floodPreventionChecks.$inferInsert> = {}): Promise<CheckRow> {
  const [row] = await db.insert(floodPreventionChecks).values(buildCheckRow(userId, overrides)).returning();
  return row!;
}

const photoColours = ['#1d4ed8', '#15803d', '#b45309', '#dc2626', '#7c3aed', '#0e7490'];

/** A photo of a section: the original and its compressed JPEG, plus the inspection_photos row. */
export async function insertPhoto(
  db: DbOrTx,
  config: AppConfig,
  checkId: number,
  section: PhotoSection,
  opts: { width?: number; height?: number; description?: string } = {},
) {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  const colour = photoColours[Math.floor(Math.random() * photoColours.length)]!;
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity="0.6"/></svg>`,
        ),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  const fileName = newFileName('jpg');
  const store = fileStore(config);
  await store.write(photoKey(fileName), jpeg);
  await store.write(photoKey(compressedName(fileName)), jpeg);
  const filePath = store.locate(photoKey(fileName));
  const [row] = await db
    .insert(inspectionPhotos)
    .values({
      floodPreventionCheckId: checkId,
      fileName,
      filePath,
      fileSize: jpeg.length,
      mimeType: 'image/jpeg',
      section,
      description: opts.description ?? `${section} photo`,
    })
    .returning();
  return row!;
}
