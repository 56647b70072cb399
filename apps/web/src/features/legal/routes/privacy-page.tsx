import { INACTIVE_CANDIDATE_MONTHS, PRIVACY_NOTICE, RETENTION_MONTHS, RETENTION_NOTICE_DAYS } from '@talentdeck/shared';
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
      <h2>If you are a candidate</h2>
      <ul>
        <li>
          The companies you apply to see your profile, your answers and your messages with them. Other companies see your profile
          only if you choose "Let companies find my profile", which you can change at any time in your profile.
        </li>
        <li>
          Each company keeps applicants' data for {RETENTION_MONTHS.min} to {RETENTION_MONTHS.max} months after the job closes or
          the last activity. We email you {RETENTION_NOTICE_DAYS} days before your data is removed from an application, with a
          link to keep it.
        </li>
        <li>If you do not sign in for {INACTIVE_CANDIDATE_MONTHS / 12} years, we erase your account after the same notice.</li>
      </ul>
      <h2>Your rights</h2>
      <p>
        In your profile you can download everything we hold about you as one file, correct it, choose who can find you, and delete
        your account: your profile, files and answers are erased, your messages read "[message deleted]", and the companies keep
        only an anonymous application. Companies answer requests about the data they hold with one export.
      </p>
      <p className="td-legal__version">
        Version {PRIVACY_NOTICE.version}, published {PRIVACY_NOTICE.publishedOn}.
      </p>
    </article>
  );
}
