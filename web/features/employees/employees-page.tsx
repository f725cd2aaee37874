import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Role } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { AuditPanel } from './audit-panel';
import { fullName, useEmployees } from './employee-api';
import { EmployeeCard } from './employee-card';
import { RemovedEmployees } from './removed-employees';

const FILTERS: Array<{ label: string; role: Role | null }> = [
  { label: 'All Roles', role: null },
  { label: 'Owner', role: 'Owner' },
  { label: 'Management', role: 'Management' },
  { label: 'Plumber', role: 'Plumber' },
  { label: 'Apprentice', role: 'Apprentice' },
];

/** /employee-management (docs/product.md#employees): owner and management. */
export function EmployeesPage() {
  usePageMeta('Employee Management', 'Employees, PINs and devices');
  const { data, isLoading, error } = useEmployees();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data ?? []).filter((e) => (!role || e.role === role) && (!q || [fullName(e), e.email, e.role ?? ''].some((v) => v.toLowerCase().includes(q))));
  }, [data, search, role]);

  if (isLoading) return <LoadingState text="Loading employees..." />;
  if (error) return <ErrorState text={errorMessage(error, 'Failed to load employees.')} />;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            className="pl-9"
            placeholder="Search by name, email or role..."
            aria-label="Search employees"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by role">
          {FILTERS.map((f) => (
            <Button key={f.label} size="sm" variant={role === f.role ? 'default' : 'outline'} aria-pressed={role === f.role} onClick={() => setRole(f.role)}>
              {f.label}
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          Showing {shown.length} of {data?.length ?? 0} employees
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No employees found" />
      ) : (
        <div className="space-y-3">
          {shown.map((e) => (
            <EmployeeCard key={e.id} employee={e} />
          ))}
        </div>
      )}
      <RemovedEmployees />
      <AuditPanel />
    </div>
  );
}
