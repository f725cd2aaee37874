import type { SkillLevel } from '../../../core/content/skill-types';
import { cn } from '../../lib/cn';

/** docs/product.md#scoring: D green, C blue, B yellow, A grey. */
const COLOURS: Record<SkillLevel, string> = {
  D: 'bg-green-100 text-green-800 border-green-200',
  C: 'bg-blue-100 text-blue-800 border-blue-200',
  B: 'bg-yellow-100 text-yellow-800 border-yellow-200',
  A: 'bg-gray-100 text-gray-700 border-gray-200',
};
export const LEVEL_BAR: Record<SkillLevel, string> = { D: 'bg-green-600', C: 'bg-blue-600', B: 'bg-yellow-500', A: 'bg-gray-400' };

export function LevelChip({ level, className }: { level: SkillLevel; className?: string }) {
  return (
    <span
      className={cn('inline-flex size-7 shrink-0 items-center justify-center rounded-md border text-xs font-bold', COLOURS[level], className)}
      aria-label={`Level ${level}`}
    >
      {level}
    </span>
  );
}
