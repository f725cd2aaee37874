import { Copy, KeyRound, Link2 } from 'lucide-react';
import { useState } from 'react';
import { maskedAccessKey, type AccessKey, type AccessKeyStatus } from '../../../core/contracts/admin';
import { accessKeyRoleLabel } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { OwnerPinInput } from '../../components/owner-pin-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { useAccessKeys, useRevokeAccessKey } from './access-key-api';
import { GenerateKeyDialog } from './generate-key-dialog';

const STATUS_VARIANT: Record<AccessKeyStatus, 'success' | 'muted' | 'destructive'> = { Active: 'success', Used: 'muted', Expired: 'destructive' };

function AppLinkCard() {
  const link = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-5" aria-hidden /> App link
        </CardTitle>
        <CardDescription>Send new employees this link with their access key. They create an account, then register with the key.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted px-3 py-2 text-sm" data-testid="app-link">
          {link}
        </code>
        <Button variant="outline" size="icon" aria-label="Copy app link" onClick={() => void copyText(link, 'App link copied to clipboard')}>
          <Copy />
        </Button>
      </CardContent>
    </Card>
  );
}

function KeyItem({ item, onRevoke }: { item: AccessKey; onRevoke: () => void }) {
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid={`access-key-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{item.employeeName}</p>
          <p className="text-sm text-muted-foreground">{item.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info" data-testid="access-key-role">
            Role: {accessKeyRoleLabel(item.employeeRole)}
          </Badge>
          <Badge variant={STATUS_VARIANT[item.status]}>{item.status}</Badge>
        </div>
      </div>
      {/* The whole key was shown once, when generated (ADR 0016): the list tells keys apart by their last 4. */}
      <code className="block truncate rounded-md bg-muted px-3 py-1.5 font-mono tracking-wider" aria-label={`Key ending ${item.lastFour ?? 'unknown'}`}>
        {maskedAccessKey(item.lastFour)}
      </code>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          Generated {formatDateTime(item.generatedAt)}
          {item.usedAt ? ` · Used ${formatDateTime(item.usedAt)}${item.usedByName ? ` by ${item.usedByName}` : ''}` : ''}
          {!item.usedAt && item.expiresAt ? ` · ${item.status === 'Expired' ? 'Expired' : 'Expires'} ${formatDateTime(item.expiresAt)}` : ''}
        </span>
        <Button variant="outline" size="sm" onClick={onRevoke}>
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** /access-key-management (docs/product.md#registration): owner and management. */
export function AccessKeysPage() {
  usePageMeta('Access Key Management', 'One-time keys for new employees');
  const { data, isLoading, error } = useAccessKeys();
  const [revoking, setRevoking] = useState<AccessKey | null>(null);
  const [pin, setPin] = useState('');
  const close = () => {
    setRevoking(null);
    setPin('');
  };
  const revoke = useRevokeAccessKey(close);
  return (
    <div className="space-y-4">
      <AppLinkCard />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <div className="space-y-1.5">
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-5" aria-hidden /> Access keys
            </CardTitle>
            <CardDescription>
              Each key registers one employee, in the role it was generated for, once, within 7 days. A key is shown in full only when it is generated; to send
              one again, generate a new key and revoke the old one.
            </CardDescription>
          </div>
          <GenerateKeyDialog />
        </CardHeader>
        <CardContent>
          {isLoading ? <LoadingState text="Loading access keys..." /> : null}
          {error ? <ErrorState text={errorMessage(error, 'Failed to load access keys')} /> : null}
          {data && data.length === 0 ? <EmptyState icon={<KeyRound className="size-8" />} title="No access keys generated yet" /> : null}
          <ul className="space-y-3">
            {data?.map((k) => (
              <KeyItem key={k.id} item={k} onRevoke={() => setRevoking(k)} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Dialog open={revoking !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke Access Key</DialogTitle>
            <DialogDescription>The key for {revoking?.employeeName} will be deleted and can no longer be used. Enter your PIN to confirm.</DialogDescription>
          </DialogHeader>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (pin.length !== 6) return notify.error('PIN required', 'Please enter your PIN to revoke the access key');
              if (revoking) revoke.mutate({ id: revoking.id, pin });
            }}
          >
            <Field id="revoke-pin" label="Owner PIN">
              <OwnerPinInput id="revoke-pin" value={pin} onChange={setPin} />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={revoke.isPending}>
                {revoke.isPending ? 'Revoking...' : 'Revoke Key'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
