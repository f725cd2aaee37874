import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { RemovedEmployee } from '../../../core/contracts/employee-admin';
import { can } from '../../../core/rules/roles';
import { OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatNumericDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import { fullName } from './employee-api';
import { useReinstate, useRemovedEmployees } from './employee-admin-api';

/** Removed employees (their records are kept) and, for the owner, Reinstate (docs/product.md#reinstate). Hidden while there are none. */
export function RemovedEmployees() {
  const { data } = useRemovedEmployees();
  const { user } = useCurrentUser();
  if (!data || data.length === 0) return null;
  const mayReinstate = can(user, 'reinstateEmployees');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Removed employees</CardTitle>
        <CardDescription>
          Their records are kept. {mayReinstate ? 'Reinstate someone removed by mistake.' : 'Only the owner can reinstate someone.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {data.map((e) => (
          <RemovedRow key={e.id} employee={e} mayReinstate={mayReinstate} />
        ))}
      </CardContent>
    </Card>
  );
}

function RemovedRow({ employee, mayReinstate }: { employee: RemovedEmployee; mayReinstate: boolean }) {
  const [open, setOpen] = useState(false);
  const reinstate = useReinstate(employee, () => setOpen(false));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`removed-${employee.id}`}>
      <div className="min-w-0">
        <p className="truncate font-medium">{fullName(employee)}</p>
        <p className="text-sm text-muted-foreground">
          {employee.role ?? 'Employee'} · Removed {formatNumericDate(employee.removedAt)}
        </p>
        <p className="break-all text-sm text-muted-foreground">{employee.email}</p>
      </div>
      {mayReinstate ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <UserPlus /> Reinstate
          </Button>
          <OwnerPinDialog
            open={open}
            onOpenChange={setOpen}
            title="Reinstate Employee"
            description={`${fullName(employee)} will be able to sign in with their password again, with their records as they were. Their devices stay deactivated (they register a device again) and they need a new login PIN. The access keys their removal revoked and the employee access code it rotated stay as they are. Enter the owner PIN to confirm.`}
            confirmLabel="Reinstate"
            pending={reinstate.isPending}
            onConfirm={(pin) => reinstate.mutate(pin)}
          />
        </>
      ) : null}
    </div>
  );
}
