import { skillEndpoints } from '../../../core/contracts/skills';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: skillEndpoints.skills, access: 'registered' },
  { endpoint: skillEndpoints.categories, access: 'registered' },
  { endpoint: skillEndpoints.careerTiers, access: 'registered' },
  { endpoint: skillEndpoints.assessments, access: 'registered' },
  { endpoint: skillEndpoints.startAssessment, access: 'registered', body: {} },
  { endpoint: skillEndpoints.completeAssessment, access: 'registered', body: { status: 'completed' } },
  { endpoint: skillEndpoints.answer, access: 'registered', body: { assessmentId: 999999, skillId: 1, level: 'A' } },
  { endpoint: skillEndpoints.dashboard, access: 'registered' },
];
