import { useMemo, useState } from 'react';
import type { Skill, SkillCategory } from '../../../core/contracts/skills';
import type { SkillLevel } from '../../../core/content/skill-types';
import { assessmentOutcome, type AssessmentOutcome } from '../../../core/rules/assessment-outcome';
import { categoryOrder } from '../../../core/rules/scoring';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { notify } from '../../lib/toast';
import { useCurrentUser } from '../../lib/use-current-user';
import { AssessmentResult } from './assessment-result';
import { AssessmentIntro, AssessmentStep, type WizardStep } from './assessment-step';
import { useAssessments, useCareerTiers, useCompleteAssessment, useSaveAnswers, useSkillCategories, useSkills, useStartAssessment } from './skills-api';

/** One step per category that has skills, by id with Advanced Skills (999) last. */
function buildSteps(categories: SkillCategory[], skills: Skill[]): WizardStep[] {
  return [...categories]
    .sort((a, b) => categoryOrder(a.id) - categoryOrder(b.id))
    .map((category) => ({ category, skills: skills.filter((s) => s.categoryId === category.id) }))
    .filter((s) => s.skills.length > 0);
}

/**
 * The assessment wizard (docs/product.md#assessments): introduction, one step per category, then
 * completion and its result. Next saves the step's answers; the server scores the whole assessment.
 */
export function AssessmentWizard({ onDone }: { onDone: () => void }) {
  const skills = useSkills();
  const categories = useSkillCategories();
  const steps = useMemo(() => buildSteps(categories.data ?? [], skills.data ?? []), [categories.data, skills.data]);
  const [assessmentId, setAssessmentId] = useState<number | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, SkillLevel>>({});
  const start = useStartAssessment();
  const save = useSaveAnswers();
  const complete = useCompleteAssessment();
  const assessments = useAssessments();
  const tiers = useCareerTiers();
  const { user } = useCurrentUser();
  const [outcome, setOutcome] = useState<{ score: number; previousScore: number | null; tierBeforeId: number; awaitingReview: boolean } | null>(null);
  // The server resumes an unfinished assessment rather than starting another; say so up front.
  const unfinished = assessments.data?.find((a) => a.status === 'in_progress');

  // After completing, the user (and so their tier) has been read again.
  if (outcome) {
    const result: AssessmentOutcome = assessmentOutcome({ ...outcome, tierAfterId: user?.currentTierId ?? outcome.tierBeforeId, tiers: tiers.data ?? [] });
    return <AssessmentResult outcome={result} awaitingReview={outcome.awaitingReview} onDone={onDone} />;
  }

  if (skills.isLoading || categories.isLoading) return <LoadingState text="Loading assessment..." />;
  if (skills.isError || categories.isError || steps.length === 0)
    return <ErrorState text="The skills could not be loaded. Please refresh the page to try again." />;

  if (assessmentId === null) {
    const begin = () =>
      start.mutate(undefined, {
        onSuccess: (started) => {
          setAnswers(Object.fromEntries(Object.entries(started.answers).map(([id, level]) => [Number(id), level])));
          setAssessmentId(started.id);
          setStepIndex(0);
        },
        onError: () => notify.error('Error', 'Failed to start assessment. Please try again.'),
      });
    return <AssessmentIntro steps={steps} resumeId={unfinished?.id} pending={start.isPending} onStart={begin} onCancel={onDone} />;
  }

  const step = steps[stepIndex]!;
  const isLast = stepIndex === steps.length - 1;
  const next = async () => {
    const stepAnswers = step.skills.flatMap((s) => (answers[s.id] ? [{ skillId: s.id, level: answers[s.id]! }] : []));
    try {
      await save.mutateAsync({ assessmentId, answers: stepAnswers });
    } catch {
      notify.error('Error', isLast ? 'Failed to complete assessment. Please try again.' : 'Failed to save your answers. Please try again.');
      return;
    }
    if (!isLast) {
      setStepIndex(stepIndex + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    // What the result compares with: the last completed score and the tier before this one.
    const previous = assessments.data?.find((a) => a.status === 'completed' && a.id !== assessmentId);
    const before = { previousScore: previous?.overallScore ?? null, tierBeforeId: user?.currentTierId ?? 1 };
    complete.mutate(assessmentId, {
      onSuccess: (completed) => {
        notify.success('Assessment Completed', 'Your skills have been evaluated successfully!');
        setOutcome({ score: completed.overallScore, ...before, awaitingReview: completed.review?.status === 'pending' });
      },
      onError: () => notify.error('Error', 'Failed to complete assessment. Please try again.'),
    });
  };

  return (
    <AssessmentStep
      step={step}
      stepNumber={stepIndex + 1}
      stepCount={steps.length}
      answers={answers}
      onAnswer={(skillId, level) => setAnswers((prev) => ({ ...prev, [skillId]: level }))}
      onPrevious={() => {
        setStepIndex(Math.max(0, stepIndex - 1));
        window.scrollTo({ top: 0 });
      }}
      onNext={() => void next()}
      saving={save.isPending}
      completing={complete.isPending || (isLast && save.isPending)}
    />
  );
}
