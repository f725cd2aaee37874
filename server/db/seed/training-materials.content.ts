// TEMPORARY STUB
export interface TrainingMaterialSeed { slug: string; title: string; description: string; content: string; durationMinutes: number; }
export const TRAINING_MATERIALS: readonly TrainingMaterialSeed[] = [];
