import { MESSAGES } from '@talentdeck/shared';
import { FullPageSpin } from '#web/components/full-page-spin';
import { LoadError } from '#web/components/load-error';
import { useCurrentCompany } from '#web/lib/current-company';
import { BusinessProfileForm } from './business-profile-form';

/** Loads the signed-in user's company, then shows the form; 'No records found' if it cannot. */
export function BusinessProfileLoader({ mode }: { mode: 'create' | 'update' }) {
  const company = useCurrentCompany();
  if (company.isError) {
    return <LoadError query={company} title={MESSAGES.noRecordsFound} />;
  }
  if (!company.data) return <FullPageSpin label="Loading your business profile" />;
  return <BusinessProfileForm key={company.data.id} company={company.data} mode={mode} />;
}
