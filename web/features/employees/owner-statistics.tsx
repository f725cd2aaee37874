import { Progress } from '../../components/ui/progress';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { useEmployeeStatistics } from './employee-api';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold">{value}</p>
    </div>
  );
}

/** Owner Performance Statistics (docs/product.md#employees), from GET /api/employees/{id}/statistics. */
export function OwnerStatistics({ employeeId }: { employeeId: number }) {
  const { data, isLoading, error } = useEmployeeStatistics(employeeId);
  if (isLoading) return <LoadingState text="Loading statistics..." className="py-4" />;
  if (error || !data) return <ErrorState text={errorMessage(error, 'Failed to load statistics')} />;
  const flood = data.floodPreventionStats;
  return (
    <section className="space-y-3">
      <h4 className="text-sm font-semibold">Owner Performance Statistics</h4>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Stat label="Assessment score" value={`${data.assessmentScore}%`} />
        <Stat label="Training completion" value={`${data.trainingCompletion}%`} />
        <Stat label="Flood checks" value={flood.totalChecks} />
        <Stat label="Completed checks" value={flood.completedChecks} />
        <Stat label="Certificates issued" value={flood.certificatesIssued} />
      </div>
      {data.skillCategoryScores.length ? (
        <div className="space-y-2">
          {data.skillCategoryScores.map((c) => (
            <div key={c.categoryName} className="space-y-1">
              <div className="flex justify-between text-xs">
                <span>{c.categoryName}</span>
                <span className="font-medium">{c.averageScore}%</span>
              </div>
              <Progress value={c.averageScore} aria-label={`${c.categoryName} average score`} />
            </div>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No completed assessment yet: category scores appear after the first one.</p>
      )}
    </section>
  );
}
