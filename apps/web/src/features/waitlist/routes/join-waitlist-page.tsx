import { MESSAGES, TIMINGS } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api';
import { meQuery, useLogout } from '#web/lib/session';

import { userQuery } from '#web/lib/user';
import { waitlistEntryQuery } from '../api/get-waitlist-entry';
import { useJoinWaitlist } from '../api/join-waitlist';
import './join-waitlist-page.css';
import { LoadError } from '#web/components/load-error';
import { Loading } from '#web/components/loading';

const LOGOUT_SECONDS = Math.round(TIMINGS.waitlistLogoutMs / 1000);

/** Counts down once started, then calls `onDone`. */
function useLogoutCountdown(active: boolean, onDone: () => void) {
  const [secondsLeft, setSecondsLeft] = useState(LOGOUT_SECONDS);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, LOGOUT_SECONDS - Math.floor((Date.now() - startedAt) / 1000)));
    }, 250);
    const timer = window.setTimeout(() => done.current(), TIMINGS.waitlistLogoutMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [active]);
  return secondsLeft;
}

/**
 * The waiting screen of a company not yet allowed: 'Thank you for signing up' with Join Waitlist,
 * then 'Almost there!' with Log Out; after joining, the user is logged out after 5 seconds. An
 * approved company is sent on to the dashboard.
 */
export function JoinWaitlistPage() {
  const navigate = useNavigate();
  const me = useQuery(meQuery);
  const userId = me.data?.userId;
  const entry = useQuery(waitlistEntryQuery(userId));
  const email = useQuery({ ...userQuery(userId), select: (user) => user.email });
  const join = useJoinWaitlist();
  const logout = useLogout();
  const [justJoined, setJustJoined] = useState(false);
  const secondsLeft = useLogoutCountdown(justJoined, () => logout.mutate());

  // The profile is read again on arrival: the company may have been approved meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival
  useEffect(() => {
    void me.refetch();
  }, []);
  const isAllowed = me.data?.isAllowed === true;
  useEffect(() => {
    if (isAllowed) navigate('/dashboard', { replace: true });
  }, [isAllowed, navigate]);

  const loading = entry.isPending || email.isPending;
  const loadError = entry.error ?? email.error;
  const joined = Boolean(entry.data);

  const onJoin = () => {
    if (!userId || !email.data) return;
    join.mutate({ userId, email: email.data }, { onSuccess: () => setJustJoined(true) });
  };

  const title = loading || loadError ? 'Join Waitlist' : joined ? 'Almost there!' : 'Thank you for signing up';

  return (
    <>
      <title>{`${title} · Talentdeck`}</title>
      <Modal
        open
        centered
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={null}
        width={480}
        title={<h1 className="td-waitlist__title">{title}</h1>}
      >
        {loading ? (
          <div className="td-waitlist__loading">
            <Loading label="Loading" />
          </div>
        ) : loadError ? (
          <LoadError query={{ error: loadError, refetch: () => Promise.all([entry.refetch(), email.refetch()]) }} />
        ) : joined ? (
          <div className="td-waitlist__body">
            <p>
              You are on the waitlist. We review every new company and will email you at <strong>{email.data}</strong> as soon as
              yours is approved, with one free job posting to start.
            </p>
            {justJoined ? (
              <p role="status" aria-live="polite" className="td-waitlist__countdown">
                You will be logged out in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
              </p>
            ) : null}
            <Button type="primary" size="large" block onClick={() => logout.mutate()} loading={logout.isPending}>
              Log Out
            </Button>
          </div>
        ) : (
          <div className="td-waitlist__body">
            <p>
              Your company profile is ready. Join the waitlist and we will let you in as soon as your company is approved, with
              one free job posting to start.
            </p>
            {join.isError ? (
              <Alert type="error" showIcon title={errorMessage(join.error) || MESSAGES.somethingWentWrong} />
            ) : null}
            <Button type="primary" size="large" block onClick={onJoin} loading={join.isPending}>
              Join Waitlist
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}
