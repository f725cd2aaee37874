import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { Device, Employee } from '../../../core/contracts/admin';
import { OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { fullName, useDeactivateEmployeeDevice, useEmployeeDevices } from './employee-api';

/** Device Management section of a non-owner's card (docs/product.md#devices). */
export function EmployeeDevicesSection({ employee }: { employee: Employee }) {
  const { data, isLoading, error } = useEmployeeDevices(employee.id);
  const [target, setTarget] = useState<Device | null>(null);
  const deactivate = useDeactivateEmployeeDevice(employee.id);
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Device Management</h4>
        {data ? (
          <span className="text-xs text-muted-foreground">
            {data.activeCount}/{data.devices.length} active (Max: {data.maxDevices})
          </span>
        ) : null}
      </div>
      {isLoading ? <LoadingState text="Loading devices..." className="py-4" /> : null}
      {error ? <ErrorState text={errorMessage(error, 'Failed to fetch employee devices')} /> : null}
      {data && data.devices.length === 0 ? <p className="text-sm text-muted-foreground">No devices registered.</p> : null}
      <ul className="space-y-2">
        {data?.devices.map((d) => (
          <li key={d.deviceId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm">
            <MonitorSmartphone className="size-4 text-muted-foreground" aria-hidden />
            <span className="font-medium">{d.deviceName}</span>
            <Badge variant="outline">{d.deviceType}</Badge>
            <Badge variant={d.isActive ? 'success' : 'muted'}>{d.isActive ? 'Active' : 'Inactive'}</Badge>
            <span className="basis-full text-xs text-muted-foreground sm:basis-auto">
              Last used {formatDateTime(d.lastUsed)} · ID <code>{d.deviceId.slice(0, 8)}</code>
            </span>
            {d.isActive ? (
              <Button size="sm" variant="outline" className="ml-auto" onClick={() => setTarget(d)}>
                Deactivate
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <OwnerPinDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title="Deactivate Device"
        description={`Enter the owner PIN to deactivate ${target?.deviceName ?? 'this device'} of ${fullName(employee)}. They must register it again to use it.`}
        confirmLabel="Deactivate"
        destructive
        pending={deactivate.isPending}
        onConfirm={(pin) => target && deactivate.mutate({ deviceId: target.deviceId, pin }, { onSuccess: () => setTarget(null) })}
      />
    </section>
  );
}
