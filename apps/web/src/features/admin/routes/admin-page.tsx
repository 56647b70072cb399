import { PageTitle } from '../../../components/page-title';
import { AdminBilling } from '../../billing/components/admin-billing';

export function AdminPage() {
  return (
    <>
      <PageTitle>Administration</PageTitle>
      {/* Billing administration (packages, promo codes); other sections are added beside it. */}
      <AdminBilling />
    </>
  );
}
