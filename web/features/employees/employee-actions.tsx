import { FileImage, UserCog } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '../../../core/contracts/admin';
import { EMPLOYEE_ROLES, roleChangeRefusal, type EmployeeRole } from '../../../core/rules/roles';
import { OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { useCurrentUser } from '../../lib/use-current-user';
import { fullName } from './employee-api';
import { useChangeRole } from './employee-admin-api';
import { DocumentsDialog } from './documents-dialog';

/** Change Role and View Documents on an employee's card (docs/product.md#roles). Roles offered are those the server allows this user to give. */
export function EmployeeActions({ employee }: { employee: Employee }) {
  const { user } = useCurrentUser();
  const [roleOpen, setRoleOpen] = useState(false);
  const [docsOpen, setDocsOpen] = useState(false);
  const actorRole = user?.role ?? null;
  const offered = EMPLOYEE_ROLES.filter((r) => roleChangeRefusal(actorRole, employee.role, r) === null);
  const canChange = offered.length > 0 && employee.profileCompleted;
  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      {canChange ? (
        <Button size="sm" variant="outline" onClick={() => setRoleOpen(true)}>
          <UserCog /> Change Role
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setDocsOpen(true)}>
        <FileImage /> View Documents
      </Button>
      {canChange ? <ChangeRoleDialog employee={employee} roles={offered} open={roleOpen} onOpenChange={setRoleOpen} /> : null}
      <DocumentsDialog employee={employee} open={docsOpen} onOpenChange={setDocsOpen} />
    </div>
  );
}

function ChangeRoleDialog({
  employee,
  roles,
  open,
  onOpenChange,
}: {
  employee: Employee;
  roles: EmployeeRole[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [role, setRole] = useState<EmployeeRole | null>(null);
  const change = useChangeRole(employee, () => onOpenChange(false));
  const chosen = role ?? (employee.role as EmployeeRole | null);
  return (
    <OwnerPinDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setRole(null);
        onOpenChange(o);
      }}
      title="Change Role"
      description={`${fullName(employee)} is ${employee.role ?? 'without a role'}. The new role applies from their next action in the app. Enter the owner PIN to confirm.`}
      confirmLabel="Change Role"
      pending={change.isPending}
      onConfirm={(pin) => {
        // Choosing the role they already have changes nothing: no call, no audit entry.
        if (!chosen || chosen === employee.role) onOpenChange(false);
        else change.mutate({ role: chosen, pin });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">New role</legend>
        <RadioGroup value={chosen ?? ''} onValueChange={(v) => setRole(v as EmployeeRole)}>
          {roles.map((r) => (
            <div key={r} className="flex items-center gap-2">
              <RadioGroupItem id={`role-${employee.id}-${r}`} value={r} />
              <Label htmlFor={`role-${employee.id}-${r}`}>{r}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
    </OwnerPinDialog>
  );
}
