import type { Employee } from '../../../core/contracts/admin';
import type { EmployeeDocuments } from '../../../core/contracts/employee-admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { fullName } from './employee-api';
import { useEmployeeDocuments } from './employee-admin-api';

const DOCUMENTS: Array<{ key: keyof Omit<EmployeeDocuments, 'disclaimerAcceptedAt'>; label: string }> = [
  { key: 'photoUrl', label: 'Employee photo' },
  { key: 'driversLicenseUrl', label: "Driver's licence" },
  { key: 'signatureUrl', label: 'Signature' },
  { key: 'disclaimerSignatureUrl', label: 'Disclaimer signature' },
];

/** What registration collected (docs/product.md#employees): fetched only while open, each image from the server with access control. */
export function DocumentsDialog({ employee, open, onOpenChange }: { employee: Employee; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, isLoading, error } = useEmployeeDocuments(employee.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Registration Documents</DialogTitle>
          <DialogDescription>{fullName(employee)}: collected when they registered.</DialogDescription>
        </DialogHeader>
        {isLoading ? <LoadingState text="Loading documents..." /> : null}
        {error ? <ErrorState text={errorMessage(error, 'The documents could not be loaded.')} /> : null}
        {data ? (
          <div className="space-y-4">
            <p className="text-sm">
              {data.disclaimerAcceptedAt
                ? `Legal disclaimer accepted ${formatDateTime(data.disclaimerAcceptedAt)}`
                : 'Legal disclaimer: no acceptance recorded'}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {DOCUMENTS.map(({ key, label }) => (
                <figure key={key} className="space-y-1">
                  <figcaption className="text-sm font-medium">{label}</figcaption>
                  {data[key] ? (
                    <img src={data[key]} alt={`${label} of ${fullName(employee)}`} className="max-h-56 w-full rounded-md border bg-white object-contain" />
                  ) : (
                    <p className="text-sm text-muted-foreground">Not provided</p>
                  )}
                </figure>
              ))}
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
