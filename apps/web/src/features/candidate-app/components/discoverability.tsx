import type { CandidatePrivacy } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Switch } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api';
import { useSetDiscoverable } from '../api/privacy';
import { candidateProfileQuery } from '../api/profile';
import './candidate-app.css';

/**
 * "Let companies find my profile" (docs/PRIVACY.md): applied at once. Off, only the companies the
 * candidate applied to see them; on, any company's matching may suggest them for its jobs.
 */
export function Discoverability({ privacy }: { privacy: CandidatePrivacy }) {
  const change = useSetDiscoverable();
  const on = change.isPending ? Boolean(change.variables) : privacy.discoverable;
  return (
    <section className="td-candidate-section" aria-labelledby="discoverable-title">
      <h2 id="discoverable-title">Who can find you</h2>
      <div className="td-candidate-switch">
        <Switch
          id="discoverable"
          checked={on}
          loading={change.isPending}
          onChange={(value) => change.mutate(value)}
          aria-labelledby="discoverable-label"
          aria-describedby="discoverable-help"
        />
        <label id="discoverable-label" htmlFor="discoverable">
          Let companies find my profile
        </label>
      </div>
      <p id="discoverable-help" className="td-candidate-muted">
        {on
          ? 'Companies can see your profile among the candidates matched to their jobs, even if you have not applied.'
          : 'Only the companies you apply to can see your profile. Turn this on to be suggested for other companies’ jobs.'}
      </p>
      {change.isError ? (
        <Alert type="error" showIcon title={errorMessage(change.error)} closable onClose={() => change.reset()} />
      ) : null}
      {privacy.privacyNoticeVersion ? (
        <p className="td-candidate-muted">
          You accepted the <Link to="/privacy">privacy notice</Link> of {privacy.privacyNoticeVersion}
          {privacy.privacyNoticeAcceptedAt ? ` on ${privacy.privacyNoticeAcceptedAt.slice(0, 10)}` : ''}.
        </p>
      ) : null}
    </section>
  );
}

/**
 * The one-time notice, above every page of the candidate area, to a profile from before the choice
 * existed: it stayed findable; either button records the choice, which ends the notice.
 */
export function DiscoverableNotice() {
  const privacy = useQuery(candidateProfileQuery).data?.privacy;
  const change = useSetDiscoverable();
  if (!privacy?.discoverableNotice) return null;
  const choosing = (value: boolean) => change.isPending && change.variables === value;
  return (
    <Alert
      className="td-candidate-notice"
      type="info"
      showIcon
      title="Companies can find your profile"
      description={
        <>
          <p>
            You can now choose whether companies you have not applied to may find your profile among the candidates matched to
            their jobs. Your profile stays findable, as it was, until you change it here or in your profile.
          </p>
          {change.isError ? <p role="alert">{errorMessage(change.error)}</p> : null}
        </>
      }
      action={
        <div className="td-candidate-notice__actions">
          <Button type="primary" loading={choosing(true)} disabled={change.isPending} onClick={() => change.mutate(true)}>
            Keep it findable
          </Button>
          <Button loading={choosing(false)} disabled={change.isPending} onClick={() => change.mutate(false)}>
            Only companies I apply to
          </Button>
        </div>
      }
    />
  );
}
