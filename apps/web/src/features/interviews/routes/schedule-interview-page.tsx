import { PlaceholderPage } from '../../../components/placeholder-page';

export function ScheduleInterviewPage() {
  return <PlaceholderPage title="Schedule Interview" />;
}
