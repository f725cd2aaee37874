import { ChevronDown, Shield } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '../../../core/contracts/admin';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { formatNumericDate } from '../../lib/dates';
import { EmployeeActions } from './employee-actions';
import { EmployeeDetails } from './employee-details';
import { EmployeeDevicesSection } from './employee-devices';
import { fullName } from './employee-api';
import { OwnerStatistics } from './owner-statistics';
import { RemoveEmployee } from './remove-employee';

function initials(e: Employee): string {
  const letters = [e.firstName, e.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return (letters || e.email[0] || '?').toUpperCase();
}

/** One employee: summary line, expanded details, statistics or devices, removal. */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const [open, setOpen] = useState(false);
  return (
    <Card data-testid={`employee-${employee.id}`}>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex w-full cursor-pointer items-start gap-3 p-4 text-left">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary" aria-hidden>
            {initials(employee)}
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex items-center gap-1.5 font-semibold">
              <span className="truncate">{fullName(employee)}</span>
              {employee.isOwner ? <Shield className="size-4 shrink-0 text-warning" aria-label="Owner" /> : null}
            </p>
            <p className="truncate text-sm text-muted-foreground">{employee.email}</p>
            <p className="text-xs text-muted-foreground">
              {employee.startDate ? `Started ${formatNumericDate(employee.startDate)} · ` : ''}ID {employee.id}
            </p>
            <div className="flex flex-wrap gap-1.5 pt-1">
              {employee.role ? <Badge variant={employee.isOwner ? 'warning' : 'info'}>{employee.role}</Badge> : null}
              <Badge variant={employee.profileCompleted ? 'success' : 'muted'}>{employee.profileCompleted ? 'Complete' : 'Pending'}</Badge>
            </div>
          </div>
          <ChevronDown className={`mt-1 size-5 shrink-0 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
          {/* The button's name is its visible text (axe: label-content-name-mismatch), then what it does. */}
          <span className="sr-only">, details</span>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <CardContent className="space-y-5 border-t pt-4">
            <EmployeeDetails employee={employee} />
            <EmployeeActions employee={employee} />
            {employee.isOwner ? <OwnerStatistics employeeId={employee.id} /> : <EmployeeDevicesSection employee={employee} />}
            <RemoveEmployee employee={employee} />
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
