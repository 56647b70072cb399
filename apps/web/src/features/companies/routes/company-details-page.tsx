import { PageTitle } from '#web/components/page-title';
import { BusinessProfileLoader } from '../components/business-profile-loader';

/** /companydetails: the first-time business profile, after verifying the email. */
export function CompanyDetailsPage() {
  return (
    <div className="td-onboarding-card">
      <PageTitle subtitle="Tell candidates who you are: this profile appears on every job you publish.">
        Build your employer brand
      </PageTitle>
      <BusinessProfileLoader mode="create" />
    </div>
  );
}
