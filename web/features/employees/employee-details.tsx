import { Copy, KeyRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Employee } from '../../../core/contracts/admin';
import { licenceState } from '../../../core/rules/licence';
import { OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { copyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { formatNumericDate, todayIso } from '../../lib/dates';
import { fullName, useGeneratePin } from './employee-api';
import { ResetLink } from './reset-link';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '—');

function LicenceExpiry({ date }: { date: string | null }) {
  if (!date) return <>—</>;
  const state = licenceState(date, todayIso());
  if (state === 'valid') return <>{formatNumericDate(date)}</>;
  return (
    <span className={cn('rounded px-1.5 py-0.5 font-medium', state === 'expired' ? 'bg-red-100 text-red-800' : 'bg-yellow-100 text-yellow-800')}>
      {formatNumericDate(date)} {state === 'expired' ? '(Expired)' : '(Expiring soon)'}
    </span>
  );
}

/** Login PIN row: 'Not Generated' or 'Generated {date}'; a fresh PIN is shown here once. */
function LoginPin({ employee }: { employee: Employee }) {
  const [mode, setMode] = useState<'generate' | 'regenerate' | null>(null);
  const [freshPin, setFreshPin] = useState<string | null>(null);
  const generate = useGeneratePin(employee, (pin) => {
    setFreshPin(pin);
    setMode(null);
  });
  const hasPin = Boolean(employee.loginPinGeneratedAt);
  return (
    <Item label="Login PIN" className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        {freshPin ? (
          <span className="flex items-center gap-1">
            <code className="rounded bg-muted px-2 py-0.5 font-mono text-base tracking-widest" data-testid="fresh-login-pin">
              {freshPin}
            </code>
            <Button variant="ghost" size="icon" className="size-8" aria-label="Copy PIN" onClick={() => void copyText(freshPin)}>
              <Copy />
            </Button>
            <span className="text-xs text-muted-foreground">Shown once: give it to {employee.firstName ?? 'the employee'} now.</span>
          </span>
        ) : (
          <span>{hasPin ? `Generated ${formatNumericDate(employee.loginPinGeneratedAt!)}` : 'Not Generated'}</span>
        )}
        {!employee.isOwner ? (
          <Button size="sm" variant="outline" onClick={() => setMode(hasPin || freshPin ? 'regenerate' : 'generate')}>
            <KeyRound /> {hasPin || freshPin ? 'Regenerate PIN' : 'Generate PIN'}
          </Button>
        ) : null}
      </div>
      <OwnerPinDialog
        open={mode !== null}
        onOpenChange={(o) => !o && setMode(null)}
        title={mode === 'regenerate' ? 'Regenerate Login PIN' : 'Generate Login PIN'}
        description={`Enter the owner PIN to ${mode === 'regenerate' ? 'replace the login PIN of' : 'create a login PIN for'} ${fullName(employee)}.`}
        confirmLabel={mode === 'regenerate' ? 'Regenerate PIN' : 'Generate PIN'}
        pending={generate.isPending}
        onConfirm={(pin) => mode && generate.mutate({ pin, mode })}
      />
    </Item>
  );
}

export function EmployeeDetails({ employee: e }: { employee: Employee }) {
  return (
    <div className="space-y-5">
      <Section title="Personal Information">
        <Item label="Full name">{fullName(e)}</Item>
        <Item label="Email">{e.email}</Item>
        <Item label="Mobile number">{dash(e.mobileNumber)}</Item>
        <Item label="Personal email">{dash(e.personalEmail)}</Item>
        <Item label="Emergency contact">{dash(e.emergencyContactName)}</Item>
        <Item label="Emergency phone">{dash(e.emergencyContactPhone)}</Item>
      </Section>
      <Section title="Employment Details">
        <Item label="Role">{dash(e.role)}</Item>
        <Item label="Start date">{e.startDate ? formatNumericDate(e.startDate) : '—'}</Item>
        <Item label="Access level">{e.isOwner ? 'Owner' : 'Employee'}</Item>
        <Item label="Profile status">{e.profileCompleted ? 'Complete' : 'Pending'}</Item>
        <Item label="User ID">{e.id}</Item>
        <LoginPin employee={e} />
        <ResetLink employee={e} />
      </Section>
      <Section title="Professional Details">
        <Item label="Current tier">{e.tierDetails?.name ?? 'No tier assigned'}</Item>
        <Item label="License type">{dash(e.licenseNumber)}</Item>
        <Item label="Plumbing license">{dash(e.plumbingLicenseNumber)}</Item>
        <Item label="License expiry">
          <LicenceExpiry date={e.licenseExpiryDate} />
        </Item>
      </Section>
    </div>
  );
}
