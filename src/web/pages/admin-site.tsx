import { CreditPackagesCard } from '../features/admin/credit-packages-card';
import { SiteForm } from '../features/admin/site-form';

export function AdminSitePage() {
  return (
    <div className="space-y-6">
      <SiteForm />
      <CreditPackagesCard />
    </div>
  );
}
