import { urlOf } from '../../../core/contracts/endpoint';
import { analyticsEndpoints } from '../../../core/contracts/analytics';
import { skillEndpoints } from '../../../core/contracts/skills';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { trainingEndpoints, type TrainingMaterial, type TrainingMaterialBody, type TrainingProgress } from '../../../core/contracts/content';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';

export const TRAINING_MATERIALS_KEY = [trainingEndpoints.materials.path] as const;
export const TRAINING_PROGRESS_KEY = [trainingEndpoints.progress.path] as const;

/** The history state of /training with a module's content open: a link with it opens the module. */
export const READING_KEY = 'trainingModule';
export const readingState = (materialId: number) => ({ [READING_KEY]: materialId });

export function useTrainingMaterials() {
  return useQuery<TrainingMaterial[]>({ queryKey: TRAINING_MATERIALS_KEY });
}

export function useTrainingProgress() {
  return useQuery<TrainingProgress[]>({ queryKey: TRAINING_PROGRESS_KEY });
}

/** Screens that show training figures read them again after a change. */
function refreshTrainingFigures(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: TRAINING_PROGRESS_KEY });
  void queryClient.invalidateQueries({ queryKey: [skillEndpoints.dashboard.path] });
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(analyticsEndpoints.analytics.path) });
}

export function useCompleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialId: number) => apiRequest<TrainingProgress>('POST', urlOf(trainingEndpoints.complete, { materialId })),
    onSuccess: () => {
      refreshTrainingFigures(queryClient);
      notify.success('Training Completed', 'Great job! Your progress has been updated.');
    },
    onError: () => notify.error('Error', 'Failed to complete training. Please try again.'),
  });
}

/** Create (no id) or update a module; owner and management only. */
export function useSaveMaterial(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingMaterialBody) =>
      id === null
        ? apiRequest<TrainingMaterial>('POST', trainingEndpoints.create.path, body)
        : apiRequest<TrainingMaterial>('PUT', urlOf(trainingEndpoints.update, { id }), body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TRAINING_MATERIALS_KEY });
      refreshTrainingFigures(queryClient);
    },
  });
}
