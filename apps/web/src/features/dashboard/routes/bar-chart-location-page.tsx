import { PlaceholderPage } from '../../../components/placeholder-page';

export function BarChartLocationPage() {
  return <PlaceholderPage title="Jobs by Location" />;
}
