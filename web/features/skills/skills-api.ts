import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assessment, CareerTierDto, Dashboard, Skill, SkillCategory, StartedAssessment } from '../../../core/contracts/skills';
import { skillEndpoints } from '../../../core/contracts/skills-endpoints';
import type { SkillLevel } from '../../../core/content/skill-types';
import { apiRequest } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';

/** Queries and mutations of the skills screens; the first key element is the URL (docs/product.md#interface). */
export const DASHBOARD_KEY = [skillEndpoints.dashboard.path] as const;
export const ASSESSMENTS_KEY = [skillEndpoints.assessments.path] as const;

export const useDashboard = () => useQuery<Dashboard>({ queryKey: DASHBOARD_KEY });
export const useCareerTiers = () => useQuery<CareerTierDto[]>({ queryKey: [skillEndpoints.careerTiers.path] });
export const useSkills = () => useQuery<Skill[]>({ queryKey: [skillEndpoints.skills.path] });
export const useSkillCategories = () => useQuery<SkillCategory[]>({ queryKey: [skillEndpoints.categories.path] });
export const useAssessments = () => useQuery<Assessment[]>({ queryKey: ASSESSMENTS_KEY });

/** Starts an assessment (or resumes the unfinished one, with its answers). */
export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<StartedAssessment>('POST', skillEndpoints.startAssessment.path, { status: 'in_progress' }),
    // The history shows the new assessment as In Progress if the wizard is left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
}

/** Saves the answers of one wizard step; the server derives the points. */
export function useSaveAnswers() {
  return useMutation({
    mutationFn: async ({ assessmentId, answers }: { assessmentId: number; answers: Array<{ skillId: number; level: SkillLevel }> }) => {
      for (const a of answers) await apiRequest('POST', skillEndpoints.answer.path, { assessmentId, ...a });
    },
  });
}

/** Completes the assessment: the server computes the score; list, dashboard and user refresh. */
export function useCompleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: number) =>
      apiRequest<Assessment>('PATCH', urlOf(skillEndpoints.completeAssessment, { id: assessmentId }), {
        status: 'completed',
        completedAt: new Date().toISOString(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
