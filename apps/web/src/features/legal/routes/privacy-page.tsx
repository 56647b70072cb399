import { PageTitle } from '#web/components/page-title';
import './legal.css';

export function PrivacyPage() {
  return (
    <article className="td-legal">
      <PageTitle subtitle="What we keep about you, why, and for how long.">Privacy Policy</PageTitle>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, email address, phone number and job title.</li>
        <li>Your company's profile, job openings, messages, interview schedules and notes.</li>
        <li>Payment records (the card itself is handled by our payment provider and never reaches our servers).</li>
      </ul>
      <h2>Why</h2>
      <p>
        To run your account, match your jobs with candidates, send the emails you ask for (verification, password reset,
        invitations) and keep the service secure.
      </p>
      <h2>Cookies</h2>
      <p>
        We set one cookie, which keeps you signed in. It cannot be read by scripts and is never used for advertising or tracking.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see, correct or delete your personal data from your account settings, or ask us to do it for you. We delete an
        account's data within 30 days after it is closed.
      </p>
    </article>
  );
}
