import { ShieldCheck, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '../../../core/contracts/admin';
import { OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/use-current-user';
import { fullName, useRemoveEmployee } from './employee-api';

/** Remove Employee (docs/product.md#removal); the owner's card shows 'Owner Account - Protected'. */
export function RemoveEmployee({ employee }: { employee: Employee }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveEmployee(employee);
  const { user } = useCurrentUser();
  if (employee.isOwner) {
    return (
      <p className="flex items-center gap-2 border-t pt-4 text-sm font-medium text-muted-foreground">
        <ShieldCheck className="size-4 text-warning" aria-hidden /> Owner Account - Protected
      </p>
    );
  }
  if (user?.id === employee.id)
    return <p className="border-t pt-4 text-sm text-muted-foreground">This is your account: another administrator would have to remove it.</p>;
  return (
    <div className="border-t pt-4">
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        <UserMinus /> Remove Employee
      </Button>
      <OwnerPinDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove Employee"
        description={`${fullName(employee)} will be signed out everywhere, their devices deactivated and their email blocked. Unused access keys they generated are revoked and the employee access code is rotated. Their assessments, inspections and certificates stay on record. Enter the owner PIN to confirm.`}
        confirmLabel="Remove Employee"
        destructive
        pending={remove.isPending}
        onConfirm={(pin) => remove.mutate(pin, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
