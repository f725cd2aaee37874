import { Copy, Plus } from 'lucide-react';
import { useState } from 'react';
import { defaultKeyDescription, EMPLOYEE_NAME_REQUIRED, type GeneratedAccessKey } from '../../../core/contracts/admin';
import { capitaliseWords } from '../../../core/rules/capitalise';
import { accessKeyRoleLabel, DEFAULT_ACCESS_KEY_ROLE, EMPLOYEE_ROLES, type EmployeeRole } from '../../../core/rules/roles';
import { OwnerPinInput } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { copyText } from '../../lib/clipboard';
import { notify } from '../../lib/toast';
import { useGenerateAccessKey } from './access-key-api';

/** The new key, shown this once with its copy button (ADR 0016): the list shows only its last 4 characters. */
function GeneratedKey({ generated, onDone }: { generated: GeneratedAccessKey; onDone: () => void }) {
  return (
    <div className="space-y-4" data-testid="generated-access-key">
      <p className="text-sm">
        Key for <span className="font-semibold">{generated.employeeName}</span> ({accessKeyRoleLabel(generated.employeeRole)}):
      </p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted px-3 py-2 font-mono text-lg tracking-wider">{generated.accessKey}</code>
        <Button variant="outline" size="icon" aria-label={`Copy key for ${generated.employeeName}`} onClick={() => void copyText(generated.accessKey)}>
          <Copy />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Copy it now and send it to {generated.employeeName}. It is shown only this once: afterwards the list shows only its last 4 characters. If it is lost,
        generate a new key.
      </p>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Generate Access Key (docs/product.md#registration): employee name, optional description, the role
 * the key registers (ADR 0013) and the owner PIN; then the key, once.
 */
export function GenerateKeyDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [role, setRole] = useState<EmployeeRole>(DEFAULT_ACCESS_KEY_ROLE);
  const [pin, setPin] = useState('');
  const [generated, setGenerated] = useState<GeneratedAccessKey | null>(null);
  const reset = () => {
    setName('');
    setDescription('');
    setRole(DEFAULT_ACCESS_KEY_ROLE);
    setPin('');
    setGenerated(null);
  };
  const generate = useGenerateAccessKey(setGenerated);
  const submit = () => {
    const employeeName = name.trim();
    if (!employeeName) return notify.error('Employee name required', EMPLOYEE_NAME_REQUIRED);
    if (pin.length !== 6) return notify.error('PIN required', 'Please enter your PIN to generate the access key');
    generate.mutate({ pin, employeeName, description: description.trim() || defaultKeyDescription(employeeName), employeeRole: role });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus /> Generate Access Key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{generated ? 'Access Key Generated' : 'Generate Access Key'}</DialogTitle>
          <DialogDescription>A one-time key for one new employee and one role. It expires after 7 days and works once.</DialogDescription>
        </DialogHeader>
        {generated ? (
          <GeneratedKey
            generated={generated}
            onDone={() => {
              setOpen(false);
              reset();
            }}
          />
        ) : (
          <form
            className="space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Field id="key-employee-name" label="Employee name" required>
              <Input id="key-employee-name" value={name} onChange={(e) => setName(capitaliseWords(e.target.value))} autoComplete="off" />
            </Field>
            <Field id="key-description" label="Description (optional)">
              <Input
                id="key-description"
                value={description}
                placeholder={name.trim() ? defaultKeyDescription(name) : 'Access key for the new employee'}
                onChange={(e) => setDescription(e.target.value)}
              />
            </Field>
            <Field
              id="key-role"
              label="Role"
              required
              hint={
                role === 'Management'
                  ? 'The key gives management rights: employees, access keys, devices and the security monitor.'
                  : `The employee can register only as ${role}.`
              }
            >
              <Select value={role} onValueChange={(v) => setRole(v as EmployeeRole)}>
                <SelectTrigger id="key-role">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EMPLOYEE_ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {r}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="key-owner-pin" label="Owner PIN">
              <OwnerPinInput id="key-owner-pin" value={pin} onChange={setPin} />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'Generate Key'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
