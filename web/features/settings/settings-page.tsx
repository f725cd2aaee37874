import { can } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { useCurrentUser } from '../../lib/use-current-user';
import { AccessCodeCard } from './access-code-card';
import { AccountCard } from './account-card';
import { AssessmentReviewCard } from './assessment-review-card';
import { CompanyDetailsCard } from './company-details-card';
import { OwnerPinCard } from './owner-pin-card';
import { OrangeFollowUpsCard } from '../follow-ups/public';

/** Settings: Account for everyone; company details, access code and owner PIN for the owner (docs/product.md#roles). */
export function SettingsPage() {
  const { user } = useCurrentUser();
  const owner = can(user, 'companySettings');
  usePageMeta('Settings', owner ? 'Your account, company details, access code and owner PIN' : 'Your account');
  if (!owner) {
    return (
      <div className="max-w-xl">
        <AccountCard />
      </div>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <AccountCard />
        <CompanyDetailsCard />
      </div>
      <div className="space-y-4">
        <AccessCodeCard />
        <OwnerPinCard />
        <AssessmentReviewCard />
        <OrangeFollowUpsCard />
      </div>
    </div>
  );
}
