import { useQuery } from '@tanstack/react-query';
import { FullPageSpin } from '#web/components/full-page-spin';
import { PageTitle } from '#web/components/page-title';
import { useCurrentCompanyId } from '#web/lib/session';
import { jobsByCityQuery } from '../api/dashboard';
import { LocationPanel } from '../components/panels';
import '../dashboard.css';

/** /bar-chart-location: the dashboard's Jobs by location donut on a page of its own (default period). */
export function BarChartLocationPage() {
  const companyId = useCurrentCompanyId();
  if (!companyId) return <FullPageSpin />;
  return <Location companyId={companyId} />;
}

function Location({ companyId }: { companyId: string }) {
  const cities = useQuery(jobsByCityQuery({ companyId, time: 'Three Months' }));
  return (
    <div className="td-dashboard">
      <PageTitle>Jobs by Location</PageTitle>
      <LocationPanel query={cities} />
    </div>
  );
}
