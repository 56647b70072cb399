import { PageTitle } from '#web/components/page-title';
import './legal.css';

export function TermsPage() {
  return (
    <article className="td-legal">
      <PageTitle subtitle="These terms apply to every company account on Talentdeck.">Terms of Service</PageTitle>
      <h2>1. Your account</h2>
      <p>
        You sign up on behalf of a company and are responsible for the accuracy of its details and for everyone you invite as a
        collaborator. Keep your password to yourself; tell us at once if you think someone else used your account.
      </p>
      <h2>2. Job postings</h2>
      <p>
        Job openings must describe real positions, must not discriminate unlawfully and must respect the law of the places where
        you hire. We may unpublish a job that breaks these rules.
      </p>
      <h2>3. Job bundles and payments</h2>
      <p>
        Job bundles are paid in advance, each allows the number of published jobs it names and expires at the end of its validity
        period. Unused jobs are not refunded once a bundle has expired.
      </p>
      <h2>4. Candidates' data</h2>
      <p>
        Candidate profiles are shared with you only to assess applications to your jobs. Do not copy them elsewhere or use them
        for any other purpose.
      </p>
      <h2>5. Ending</h2>
      <p>You may close your account at any time. We may suspend accounts that misuse the service.</p>
    </article>
  );
}
