import { usePageMeta } from '../../lib/page-meta';
import { AccessCodeCard } from './access-code-card';
import { AssessmentReviewCard } from './assessment-review-card';
import { CompanyDetailsCard } from './company-details-card';
import { OwnerPinCard } from './owner-pin-card';

/** Owner-only company settings (DECISIONS §4). */
export function SettingsPage() {
  usePageMeta('Settings', 'Company details, access code and owner PIN');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CompanyDetailsCard />
      <div className="space-y-4">
        <AccessCodeCard />
        <OwnerPinCard />
        <AssessmentReviewCard />
      </div>
    </div>
  );
}
