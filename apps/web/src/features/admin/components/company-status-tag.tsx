import type { AdminCompany } from '@talentdeck/shared';
import { Tag } from 'antd';

/** Where a company stands: allowed, on the waitlist, or not there yet. */
export function CompanyStatusTag({ company }: { company: AdminCompany }) {
  if (company.isAllowed) return <Tag color="green">Allowed</Tag>;
  if (company.waitlistJoinedAt) return <Tag color="gold">On waitlist</Tag>;
  if (!company.isSignUpProcessCompleted) return <Tag>Profile incomplete</Tag>;
  return <Tag>Not joined</Tag>;
}
