import { authEndpoints } from '../../../core/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { registrationBody, type RegistrationBody } from '../../../core/contracts/registration';
import { codeRoleProblem } from '../../../core/rules/roles';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { errorMessage } from '../../lib/api';
import { setServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { DEFAULT_VALUES, missingFields, STEPS, stepOfField, type RegistrationForm } from './registration-form';
import { StepBasics } from './step-basics';
import { StepDisclaimer } from './step-disclaimer';
import { StepDocuments, StepIdentity } from './step-media';
import { INVALID_CODE_FIELD_MESSAGE, useCodeCheck } from './use-code-check';
import { useRegister } from './use-register';

/** Shown at every path until registration succeeds (docs/product.md#registration). */
export function RegistrationWizard() {
  const [step, setStep] = useState(0);
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationBody) as unknown as Resolver<RegistrationForm>,
    defaultValues: DEFAULT_VALUES,
    mode: 'onTouched',
  });
  const register = useRegister();
  const code = useCodeCheck(form);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const values = form.watch();
  const missing = missingFields(step, values);
  const satisfied = missing.length === 0;
  const last = step === STEPS.length - 1;

  const goTo = (next: number) => {
    setStep(next);
    setSubmitError(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** Step 1 ends only when the server knows the code and it registers the chosen role. */
  const next = async () => {
    if (step === 0) {
      const roles = await code.rolesForCode();
      if (!roles) return;
      const v = form.getValues();
      const problem = codeRoleProblem(roles, { role: v.employeeRole, registeringOwner: v.registeringOwner });
      if (problem) {
        form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
        return;
      }
    }
    goTo(step + 1);
  };

  const submit = () => {
    setSubmitError(null);
    const { registeringOwner, ownerPinConfirm: _confirm, ownerPin, ...rest } = form.getValues();
    const body = { ...rest, employeeRole: registeringOwner ? 'Owner' : rest.employeeRole, ...(registeringOwner ? { ownerPin } : {}) } as RegistrationBody;
    register.mutate(body, {
      onError: (error) => {
        const message = errorMessage(error, 'Registration failed. Please try again.');
        if (message.includes('Invalid employee access code')) {
          form.setError('employeeAccessCode', { message: INVALID_CODE_FIELD_MESSAGE }, { shouldFocus: false });
          goTo(0);
          return;
        }
        const fields = setServerFieldErrors(form, error);
        if (fields.length) goTo(Math.min(...fields.map(stepOfField)));
        // Said where the user is; everything entered stays in the form.
        else setSubmitError(message);
        notify.error('Error', message);
      },
    });
  };

  return (
    <div className="min-h-dvh bg-background px-3 py-6 sm:px-6">
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <img src="/logo.svg" alt="" className="size-9" width={36} height={36} />
            <div className="leading-tight">
              <p className="font-semibold">Employee Registration</p>
              <p className="text-xs text-muted-foreground">Complete your profile to use the staff portal</p>
            </div>
          </div>
          <Button asChild variant="ghost" size="sm">
            <a href={authEndpoints.logout.path}>
              <LogOut /> Sign Out
            </a>
          </Button>
        </div>
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                Step {step + 1} of {STEPS.length}
              </span>
              <span>{Math.round(((step + 1) / STEPS.length) * 100)}%</span>
            </div>
            <Progress value={((step + 1) / STEPS.length) * 100} aria-label={`Registration progress: step ${step + 1} of ${STEPS.length}`} />
            <CardTitle className="pt-2">{STEPS[step]!.title}</CardTitle>
            <CardDescription>{stepDescription(step)}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (last && satisfied) submit();
              }}
            >
              {step === 0 ? <StepBasics form={form} codeRoles={code.roles} onCodeBlur={() => void code.rolesForCode()} /> : null}
              {step === 1 ? <StepIdentity form={form} /> : null}
              {step === 2 ? <StepDocuments form={form} /> : null}
              {step === 3 ? <StepDisclaimer form={form} /> : null}
              {submitError ? (
                <p role="alert" className="mt-6 rounded-md border border-destructive/50 bg-card p-3 text-sm text-destructive">
                  {submitError} Everything you entered is kept: try again, or go back to change it.
                </p>
              ) : null}
              <div className="mt-6 flex items-center justify-between gap-2 border-t pt-4">
                <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
                  <ChevronLeft /> Previous
                </Button>
                {/* Distinct keys: reusing the Next button's element as the submit button made the
                    click on Next into step 4 submit the form once step 4 was already complete
                    (after the server sent the user back to step 1). Next stays enabled while the code is
                    checked: pressing it blurs the code field, which starts the check, and a button
                    disabled under the pointer would swallow the click. */}
                {last ? (
                  <Button key="submit" type="submit" disabled={!satisfied || register.isPending} aria-describedby={satisfied ? undefined : 'step-missing'}>
                    {register.isPending ? 'Registering...' : 'Complete Registration'}
                  </Button>
                ) : (
                  <Button key="next" onClick={() => void next()} disabled={!satisfied} aria-describedby={satisfied ? undefined : 'step-missing'}>
                    {code.isPending ? 'Checking code...' : 'Next'} <ChevronRight />
                  </Button>
                )}
              </div>
              {satisfied ? null : (
                <p id="step-missing" className="mt-2 text-right text-xs text-muted-foreground">
                  Still needed: {missing.join(', ')}
                </p>
              )}
            </form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function stepDescription(step: number): string {
  return [
    'Your details, role, licence and the access code from management.',
    'A clear photo of your face and your signature.',
    "A photo of your driver's licence and, if you hold one, your plumbing licence or registration.",
    'Read and sign the confidentiality agreement.',
  ][step]!;
}
