import { JOB_MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { meQuery } from '#web/lib/session';
import { jobQuery } from '../api/jobs';
import { usePublishJob } from '../api/publish-job';
import { JobSummaryView } from '../components/job-summary-view';
import { CopyLink, publicJobUrl, ShareButtons } from '../components/published-modal';
import { StatusTag } from '../components/status-tag';
import { useWizardJobId } from '../components/use-wizard-job-id';
import type { JustPublished } from './job-openings-page';
import './wizard.css';

/** Wizard step 3: the review, Edit, Publish (until published) and share links (once published). */
export function CreateJobSummaryPage() {
  const { jobId, go } = useWizardJobId();
  const me = useQuery(meQuery);
  const job = useQuery(jobQuery(jobId));
  const navigate = useNavigate();
  const publish = usePublishJob();
  const [modal, setModal] = useState<'none' | 'not-allowed' | 'no-credits'>('none');
  const [error, setError] = useState<string | null>(null);

  if (!jobId)
    return (
      <Alert
        type="warning"
        showIcon
        title="No job selected"
        action={<Button onClick={() => navigate('/job-openings')}>Job openings</Button>}
      />
    );
  if (job.isError) return <Alert type="error" showIcon title={errorMessage(job.error)} />;
  if (!job.data) return <Spin />;
  const data = job.data;
  const status = data.jobStatus;

  const onPublish = async () => {
    setError(null);
    const companyId = me.data?.id;
    if (!companyId) return;
    try {
      const outcome = await publish.mutateAsync({ companyId, jobId, isAllowed: me.data?.isAllowed ?? false });
      // Published: on to the openings list (the specification's), which opens on the share modal.
      if (outcome === 'published') {
        const state: JustPublished = { publishedJob: { id: jobId, title: data.jobTitle ?? '' } };
        navigate('/job-openings', { state });
      } else setModal(outcome);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // The bundle screen brings the user back to this job once paid.
  const buyBundle = () => navigate(`/profilesettings/choose-bundle?jobId=${encodeURIComponent(jobId)}`);

  return (
    <div className="td-wizard">
      <PageTitle subtitle="Step 3 of 3: review" extra={<StatusTag status={status} />}>
        {data.jobTitle ?? 'Job'}
      </PageTitle>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <JobSummaryView job={data} showStatus />
      <Space style={{ marginTop: 24 }} wrap>
        {status !== 'Published' && status !== 'Completed' ? <Button onClick={() => go('/create-job/target')}>Edit</Button> : null}
        {status && status !== 'Published' && status !== 'Completed' ? (
          <Button type="primary" loading={publish.isPending} disabled={!me.data?.id} onClick={onPublish}>
            Publish
          </Button>
        ) : null}
      </Space>
      {status === 'Published' ? (
        <section aria-labelledby="td-share-title" style={{ marginTop: 24 }}>
          <h2 id="td-share-title" style={{ fontSize: 16 }}>
            Share this job
          </h2>
          <ShareButtons jobId={jobId} title={data.jobTitle ?? ''} />
          <div style={{ marginTop: 12, maxWidth: 560 }}>
            <CopyLink url={publicJobUrl(jobId)} />
          </div>
        </section>
      ) : null}
      <Modal
        open={modal === 'not-allowed'}
        title={JOB_MESSAGES.almostThere}
        okText="Buy a bundle"
        onOk={buyBundle}
        onCancel={() => setModal('none')}
      >
        <p>To publish this job, choose a job bundle first. Your draft is saved.</p>
      </Modal>
      <Modal
        open={modal === 'no-credits'}
        title={JOB_MESSAGES.outOfCredits}
        okText="Buy a bundle"
        onOk={buyBundle}
        onCancel={() => setModal('none')}
      >
        <p>Buy a bundle to publish more jobs. Your draft is saved.</p>
      </Modal>
    </div>
  );
}
