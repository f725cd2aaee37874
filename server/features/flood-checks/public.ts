/**
 * What other features may use of flood checks: the documents feature renders a check's record
 * and photos, under the same visibility and editing rules. Everything else in this folder is
 * the feature's own; the follow-ups feature writes a check's history and reads who sees which checks (lint: `import-x/no-restricted-paths`, eslint.config.js).
 */
export { findEditableCheck, findVisibleCheck, seesAllChecks, type CheckRow } from './check-access';
export { toCheckRecord } from './check-record';
export { authorName, personName } from './checks.repo';
export { compressedName, PHOTO_FOLDER, photoKey, photoUrl } from './photo-files';
export { toPhotoRecord } from './photo-record';
export type { PhotoRow } from './photos.repo';
export { recordCheckEvent } from './check-events';
