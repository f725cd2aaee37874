import { ChevronLeft, ChevronRight, ClipboardCheck } from 'lucide-react';
import { SKILL_LEVELS, type SkillLevel } from '../../../core/content/skill-types';
import type { Skill, SkillCategory } from '../../../core/contracts/skills';
import { wizardPercent } from '../../../core/rules/career';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { cn } from '../../lib/cn';

/** One page of the assessment wizard: a category and its skills. */
export interface WizardStep {
  category: SkillCategory;
  skills: Skill[];
}

export function AssessmentIntro({
  steps,
  resumeId,
  pending,
  onStart,
  onCancel,
}: {
  steps: WizardStep[];
  resumeId: number | undefined;
  pending: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="size-5 text-primary" aria-hidden /> Welcome to your Self Assessment
        </CardTitle>
        <CardDescription>
          Rate yourself honestly against each skill, from level A (still learning) to level D (expert who teaches others). Pick the description that matches
          what you do on the job today, not what you hope to do. Your answers are saved as you go, and your score decides your career tier.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {resumeId ? (
          <p className="rounded-md border border-blue-200 bg-accent p-3 text-sm text-accent-foreground">
            You have an unfinished assessment (#{resumeId}). It continues with the answers you have already saved.
          </p>
        ) : null}
        <ul className="divide-y rounded-md border">
          {steps.map(({ category, skills }) => (
            <li key={category.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">{category.name}</p>
                <p className="text-xs text-muted-foreground">{category.description}</p>
              </div>
              <Badge variant="secondary">
                {skills.length} {skills.length === 1 ? 'skill' : 'skills'}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Back to History
          </Button>
          <Button onClick={onStart} disabled={pending}>
            {pending ? 'Starting Assessment...' : 'Start Assessment'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

interface StepProps {
  step: WizardStep;
  stepNumber: number;
  stepCount: number;
  answers: Record<number, SkillLevel>;
  onAnswer: (skillId: number, level: SkillLevel) => void;
  onPrevious: () => void;
  onNext: () => void;
  saving: boolean;
  completing: boolean;
}

export function AssessmentStep({ step, stepNumber, stepCount, answers, onAnswer, onPrevious, onNext, saving, completing }: StepProps) {
  const percent = wizardPercent(stepNumber, stepCount);
  const isLast = stepNumber === stepCount;
  // docs/product.md#assessments: a step cannot advance until every skill in it has a level.
  const complete = step.skills.every((s) => answers[s.id]);
  const busy = saving || completing;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">
              Part {stepNumber} of {stepCount}
            </p>
            <Badge variant="info">{percent}% Complete</Badge>
          </div>
          <CardTitle>{step.category.name}</CardTitle>
          <CardDescription>{step.category.description}</CardDescription>
          <Progress value={percent} aria-label="Assessment progress" />
        </CardHeader>
      </Card>
      {step.skills.map((skill) => (
        <SkillQuestion key={skill.id} skill={skill} value={answers[skill.id]} onChange={(level) => onAnswer(skill.id, level)} disabled={busy} />
      ))}
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={onPrevious} disabled={stepNumber === 1 || busy}>
          <ChevronLeft /> Previous
        </Button>
        <Button onClick={onNext} disabled={!complete || busy}>
          {isLast ? (completing ? 'Completing...' : 'Complete Assessment') : saving ? 'Saving...' : 'Next'}
          {isLast ? null : <ChevronRight />}
        </Button>
      </div>
    </div>
  );
}

function SkillQuestion({
  skill,
  value,
  onChange,
  disabled,
}: {
  skill: Skill;
  value: SkillLevel | undefined;
  onChange: (level: SkillLevel) => void;
  disabled: boolean;
}) {
  const headingId = `skill-${skill.id}`;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle id={headingId} className="text-base">
          {skill.name}
        </CardTitle>
        <CardDescription>{skill.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup aria-labelledby={headingId} value={value ?? ''} onValueChange={(v) => onChange(v as SkillLevel)} disabled={disabled}>
          {SKILL_LEVELS.map((level) => {
            const id = `${headingId}-${level}`;
            return (
              <label
                key={level}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors hover:bg-muted/60',
                  value === level && 'border-primary bg-accent',
                )}
              >
                <RadioGroupItem id={id} value={level} aria-label={`${skill.name}: level ${level}`} className="mt-0.5" />
                <span className="text-sm">
                  <span className="font-semibold">Level {level}</span>
                  <span className="block text-muted-foreground">{skill.levels[level]}</span>
                </span>
              </label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
