import { accountEndpoints } from './account';
import { accessKeyEndpoints, deviceEndpoints, employeeEndpoints, securityEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { assessmentReviewEndpoints } from './assessment-review';
import { authEndpoints } from './auth';
import { certificateEndpoints } from './certificates';
import { guidelineEndpoints, trainingEndpoints } from './content';
import { documentEndpoints } from './documents';
import type { Endpoint } from './endpoint';
import { floodCheckEndpoints } from './flood-check';
import { followUpEndpoints } from './follow-ups';
import { notificationEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { registrationEndpoints } from './registration';
import { settingsEndpoints } from './settings';
import { skillEndpoints } from './skills';
import { systemEndpoints } from './system';

/**
 * Every endpoint the server answers, gathered from each area's declarations. The server's
 * route table must equal this list exactly (server/test/endpoints.test.ts), and no path is
 * typed anywhere else (core/contracts/endpoint-paths.test.ts).
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  accountEndpoints,
  accessKeyEndpoints,
  analyticsEndpoints,
  assessmentReviewEndpoints,
  authEndpoints,
  certificateEndpoints,
  deviceEndpoints,
  documentEndpoints,
  employeeEndpoints,
  floodCheckEndpoints,
  followUpEndpoints,
  guidelineEndpoints,
  notificationEndpoints,
  profileEndpoints,
  registrationEndpoints,
  securityEndpoints,
  settingsEndpoints,
  skillEndpoints,
  systemEndpoints,
  trainingEndpoints,
].flatMap((group) => Object.values(group));
