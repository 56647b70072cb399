import { PageTitle } from '#web/components/page-title';
import { BusinessProfileLoader } from '../components/business-profile-loader';

export function BusinessProfilePage() {
  return (
    <>
      <PageTitle subtitle="What candidates see about your company.">Business Profile</PageTitle>
      <BusinessProfileLoader mode="update" />
    </>
  );
}
