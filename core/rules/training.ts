/** Training hub rules (docs/product.md#content). */
export type TrainingFilter = 'all' | 'flood' | 'presentation';

/** Title words of each filter; matching is by title, as the product words it (case-sensitive, docs/product.md#content). */
export const TRAINING_FILTER_WORDS: Record<Exclude<TrainingFilter, 'all'>, readonly string[]> = {
  flood: ['Flood', 'Price', 'Mastery'],
  presentation: ['Presentation', 'Communication', 'Professional'],
};

/** Default duration of a module in minutes when none is stored. */
export const DEFAULT_TRAINING_MINUTES = 30;

/** True when a module with this title belongs to the filter. */
export function matchesTrainingFilter(title: string, filter: TrainingFilter): boolean {
  if (filter === 'all') return true;
  return TRAINING_FILTER_WORDS[filter].some((word) => title.includes(word));
}

/** Clicking a section card toggles its filter; clicking the active one returns to all. */
export function toggleTrainingFilter(current: TrainingFilter, clicked: Exclude<TrainingFilter, 'all'>): TrainingFilter {
  return current === clicked ? 'all' : clicked;
}

/** Completed items over all items as a whole percentage; 0 when there are none. */
export function trainingPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

export type TrainingStatus = 'Completed' | 'In Progress' | 'Not started';

/** Where a person stands with a module: nothing done yet reads 'Not started', not 'In Progress'. */
export function trainingStatus(item: { completed: boolean; progress: number }): TrainingStatus {
  if (item.completed) return 'Completed';
  return item.progress > 0 ? 'In Progress' : 'Not started';
}
