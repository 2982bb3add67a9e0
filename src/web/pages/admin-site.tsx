import { SiteForm } from '../features/admin/site-form';

export function AdminSitePage() {
  return <SiteForm />;
}
