import type { AdminCompany } from '@talentdeck/shared';
import { StatusTag } from '#web/components/status-tag';

/** Where a company stands: allowed, on the waitlist, or not there yet. */
export function CompanyStatusTag({ company }: { company: AdminCompany }) {
  if (company.isAllowed) return <StatusTag tone="ok">Allowed</StatusTag>;
  if (company.waitlistJoinedAt) return <StatusTag tone="pending">On waitlist</StatusTag>;
  if (!company.isSignUpProcessCompleted) return <StatusTag tone="neutral">Profile incomplete</StatusTag>;
  return <StatusTag tone="neutral">Not joined</StatusTag>;
}
