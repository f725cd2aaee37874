import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADJUSTMENT_NEEDS_COMMENT, RETURN_NEEDS_COMMENT, REVIEW_COMMENT_MAX, type ReviewQueueItem } from '../../../core/contracts/assessment-review';
import type { Skill } from '../../../core/contracts/skills';
import { SKILL_LEVELS, type SkillLevel } from '../../../core/content/skill-types';
import { categoryOrder, scoreAnswers } from '../../../core/rules/scoring';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/api';
import { formatNumericDate } from '../../lib/dates';
import { LevelChip } from './level-chip';
import { useReviewDetail, useSubmitReview } from './reviews-api';
import { useSkillCategories, useSkills } from './skills-api';

/**
 * One assessment under review: the employee's level for each skill beside the level the
 * reviewer agrees, a comment, and Approve or Return. The agreed score shown is a preview by the
 * same rule (core/rules/scoring); the server computes the one that counts.
 */
export function ReviewPanel({ item, onClose }: { item: ReviewQueueItem; onClose: () => void }) {
  const detail = useReviewDetail(item.id);
  const skills = useSkills();
  const categories = useSkillCategories();
  const [agreed, setAgreed] = useState<Record<number, SkillLevel>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = useSubmitReview(item.id, item.employeeName, onClose);

  const selfLevels = useMemo(() => new Map(detail.data?.answers.map((a) => [a.skillId, a.level]) ?? []), [detail.data]);
  const groups = useMemo(() => {
    const byCategory = new Map<number, Skill[]>();
    for (const s of skills.data ?? []) byCategory.set(s.categoryId, [...(byCategory.get(s.categoryId) ?? []), s]);
    return [...(categories.data ?? [])]
      .sort((a, b) => categoryOrder(a.id) - categoryOrder(b.id))
      .map((c) => ({ category: c, skills: byCategory.get(c.id) ?? [] }))
      .filter((g) => g.skills.length > 0);
  }, [skills.data, categories.data]);

  const back = (
    <Button variant="ghost" onClick={onClose} className="-ml-2">
      <ArrowLeft /> Back to reviews
    </Button>
  );
  if (detail.isLoading || skills.isLoading || categories.isLoading) return <LoadingState text="Loading assessment..." />;
  if (detail.error || !detail.data || !skills.data)
    return (
      <div className="space-y-3">
        {back}
        <ErrorState text={errorMessage(detail.error, 'This assessment could not be loaded.')} />
      </div>
    );

  const levelOf = (s: Skill) => agreed[s.id] ?? selfLevels.get(s.id);
  const preview = scoreAnswers(skills.data.flatMap((s) => (levelOf(s) ? [{ scoring: s.scoring, level: levelOf(s)! }] : [])));
  const adjustments = skills.data.flatMap((s) => (agreed[s.id] && agreed[s.id] !== selfLevels.get(s.id) ? [{ skillId: s.id, level: agreed[s.id]! }] : []));
  const decide = (decision: 'approve' | 'return') => {
    const text = comment.trim();
    if (decision === 'return' && !text) return setProblem(RETURN_NEEDS_COMMENT);
    if (decision === 'approve' && adjustments.length > 0 && !text) return setProblem(ADJUSTMENT_NEEDS_COMMENT);
    setProblem(undefined);
    submit.mutate({ decision, comment: text, adjustments: decision === 'approve' ? adjustments : [] });
  };
  const d = detail.data;
  return (
    <div className="space-y-4">
      {back}
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            {d.employeeName}: Assessment #{d.id}
          </CardTitle>
          <CardDescription>
            {d.employeeRole ?? 'Employee'}
            {d.completedAt ? ` · Completed ${formatNumericDate(d.completedAt)}` : ''} · Current tier {d.currentTierName}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3">
          <Figure label="Self-assessed" value={`${d.selfScore}%`} />
          <Figure label={adjustments.length ? `Agreed (${adjustments.length} changed)` : 'Agreed'} value={`${preview}%`} testId="agreed-preview" />
        </CardContent>
      </Card>

      {groups.map(({ category, skills: list }) => (
        <Card key={category.id}>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{category.name}</CardTitle>
          </CardHeader>
          <CardContent className="divide-y">
            {list.map((s) => (
              <SkillRow key={s.id} skill={s} self={selfLevels.get(s.id)} level={levelOf(s)} onChange={(l) => setAgreed((prev) => ({ ...prev, [s.id]: l }))} />
            ))}
          </CardContent>
        </Card>
      ))}

      <Card>
        <CardContent className="space-y-3 p-4 pt-4">
          <Field id="review-comment" label="Comment for the employee" error={problem} hint="Needed when you change a level or return the assessment.">
            <Textarea
              id="review-comment"
              value={comment}
              maxLength={REVIEW_COMMENT_MAX}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setComment(e.target.value)}
            />
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => decide('approve')} disabled={submit.isPending}>
              Approve
            </Button>
            <Button variant="outline" onClick={() => decide('return')} disabled={submit.isPending}>
              Return to employee
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md bg-muted p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function SkillRow({
  skill,
  self,
  level,
  onChange,
}: {
  skill: Skill;
  self: SkillLevel | undefined;
  level: SkillLevel | undefined;
  onChange: (l: SkillLevel) => void;
}) {
  const changed = level !== self;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`review-skill-${skill.id}`}>
      <div className="flex min-w-0 items-center gap-2">
        {self ? <LevelChip level={self} /> : null}
        <span className={cn('text-sm', changed && 'font-semibold')}>{skill.name}</span>
      </div>
      <div className="flex gap-1" role="group" aria-label={`Agreed level for ${skill.name}`}>
        {SKILL_LEVELS.map((l) => (
          <Button
            key={l}
            size="sm"
            variant={level === l ? 'default' : 'outline'}
            className="size-9 p-0"
            aria-pressed={level === l}
            aria-label={`${skill.name}: level ${l}`}
            onClick={() => onChange(l)}
          >
            {l}
          </Button>
        ))}
      </div>
    </div>
  );
}
