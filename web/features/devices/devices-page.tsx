import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Info, MonitorSmartphone, ShieldAlert, Smartphone } from 'lucide-react';
import { type Device, DEVICE_LIMIT_MESSAGE, deviceEndpoints, type MyDevices } from '../../../core/contracts/admin';
import { usePageMeta } from '../../lib/page-meta';
import { AlertDialog, AlertDialogTrigger, ConfirmContent } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';

const KEY = [deviceEndpoints.mine.path] as const;
const REFRESH_MS = 30_000;

function CurrentDeviceCard({ data, onRegister, registering }: { data: MyDevices; onRegister: () => void; registering: boolean }) {
  const atLimit = data.limitApplies && data.activeCount >= data.maxDevices;
  return (
    <Card data-testid="current-device">
      <CardHeader>
        <CardTitle>Current Device</CardTitle>
      </CardHeader>
      <CardContent>
        {data.currentDeviceId ? (
          <p className="flex items-center gap-2 text-sm text-green-800">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden /> This device is registered and authorised. You can sign in here with your email and login
            PIN.
          </p>
        ) : atLimit ? (
          <p className="flex items-center gap-2 text-sm text-red-800">
            <ShieldAlert className="size-5 shrink-0" aria-hidden /> {DEVICE_LIMIT_MESSAGE}
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">This device is not registered. Register it to sign in here with your login PIN.</p>
            <Button onClick={onRegister} disabled={registering}>
              <Smartphone /> {registering ? 'Registering...' : 'Register This Device'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DeviceRow({ device, current, onDeactivate }: { device: Device; current: boolean; onDeactivate: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
      <MonitorSmartphone className="size-5 text-muted-foreground" aria-hidden />
      <span className="font-medium">{device.deviceName}</span>
      <Badge variant="outline">{device.deviceType}</Badge>
      {current ? <Badge variant="info">Current Device</Badge> : null}
      <Badge variant={device.isActive ? 'success' : 'muted'}>{device.isActive ? 'Active' : 'Inactive'}</Badge>
      <span className="basis-full text-xs text-muted-foreground">
        Registered {formatDateTime(device.registeredAt)} · Last used {formatDateTime(device.lastUsed)} · ID <code>{device.deviceId.slice(0, 8)}</code>
      </span>
      {device.isActive ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm">
              Deactivate
            </Button>
          </AlertDialogTrigger>
          <ConfirmContent title={`Deactivate ${device.deviceName}?`} destructive action="Deactivate" onConfirm={onDeactivate}>
            PIN sign-in stops working on this device until it is registered again.
          </ConfirmContent>
        </AlertDialog>
      ) : null}
    </li>
  );
}

/** /device-management (docs/product.md#devices): everyone manages their own devices. */
export function DevicesPage() {
  usePageMeta('Device Management', 'Your registered devices');
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery<MyDevices>({ queryKey: KEY, refetchInterval: REFRESH_MS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const register = useMutation({
    mutationFn: () => apiRequest<Device>('POST', deviceEndpoints.register.path),
    onSuccess: () => {
      notify.success('Device registered successfully', 'You can now sign in on this device with your login PIN.');
      void refresh();
    },
    onError: (e) => notify.error('Device registration failed', errorMessage(e, 'Failed to register device')),
  });
  const deactivate = useMutation({
    mutationFn: (deviceId: string) => apiRequest('DELETE', urlOf(deviceEndpoints.forget, { deviceId })),
    onSuccess: () => {
      notify.success('Device Deactivated', 'Register it again to use it for PIN sign-in.');
      void refresh();
    },
    onError: (e) => notify.error('Failed to deactivate device', errorMessage(e, 'Failed to deactivate device')),
  });

  if (isLoading) return <LoadingState text="Loading devices..." />;
  if (error || !data) return <ErrorState text="Failed to load device information. Please try again later." />;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>
            {data.limitApplies ? `Registered devices: ${data.activeCount} of ${data.maxDevices}` : `Registered devices: ${data.activeCount}`}
          </CardTitle>
          <CardDescription className="flex items-start gap-2">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {data.limitApplies
              ? 'Each employee may register up to 2 devices. Deactivate a device you no longer use to register another.'
              : 'Each employee may register up to 2 devices. As the owner, you are not limited.'}
          </CardDescription>
        </CardHeader>
      </Card>
      <CurrentDeviceCard data={data} onRegister={() => register.mutate()} registering={register.isPending} />
      <Card>
        <CardHeader>
          <CardTitle>Your devices</CardTitle>
        </CardHeader>
        <CardContent>
          {data.devices.length === 0 ? <p className="text-sm text-muted-foreground">No devices registered yet.</p> : null}
          <ul className="space-y-2">
            {data.devices.map((d) => (
              <DeviceRow key={d.deviceId} device={d} current={d.deviceId === data.currentDeviceId} onDeactivate={() => deactivate.mutate(d.deviceId)} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
