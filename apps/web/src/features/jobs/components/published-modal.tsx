import { FacebookFilled, LinkedinFilled, XOutlined } from '@ant-design/icons';
import { JOB_MESSAGES, shareUtm, TIMINGS } from '@talentdeck/shared';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export const publicJobUrl = (jobId: string) => `${window.location.origin}/job-summary/${jobId}`;

/**
 * Plain share links of the three networks (no scripts of theirs on our pages). The job's address
 * each one shares names that network as its campaign (UTM), so an application through it says so.
 */
export function shareLinks(url: string, title: string) {
  const via = (network: string) => encodeURIComponent(`${url}?${new URLSearchParams(shareUtm(network, title))}`);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${via('linkedin')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${via('facebook')}`,
    x: `https://x.com/intent/post?url=${via('x')}&text=${encodeURIComponent(title)}`,
  };
}

export function ShareButtons({ jobId, title }: { jobId: string; title: string }) {
  const links = shareLinks(publicJobUrl(jobId), title);
  return (
    <Space>
      <Button icon={<LinkedinFilled />} href={links.linkedin} target="_blank" rel="noopener noreferrer">
        LinkedIn
      </Button>
      <Button icon={<FacebookFilled />} href={links.facebook} target="_blank" rel="noopener noreferrer">
        Facebook
      </Button>
      <Button icon={<XOutlined />} href={links.x} target="_blank" rel="noopener noreferrer">
        X
      </Button>
    </Space>
  );
}

export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), TIMINGS.copyTooltipMs);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={url} aria-label="Public job link" />
      <Tooltip title={JOB_MESSAGES.copied} open={copied}>
        <Button
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
            } catch {
              // Without clipboard permission the link stays selectable in the field.
            }
            setCopied(true);
          }}
        >
          Copy
        </Button>
      </Tooltip>
    </Space.Compact>
  );
}

/** 'Job published successfully' with share links, the public link and Go to Dashboard. */
export function PublishedModal({
  jobId,
  title,
  open,
  onClose,
}: {
  jobId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={JOB_MESSAGES.published}
      footer={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Go to Dashboard
        </Button>
      }
    >
      <p>Share it with your network:</p>
      <ShareButtons jobId={jobId} title={title} />
      <p style={{ marginTop: 16 }}>Public job page:</p>
      <CopyLink url={publicJobUrl(jobId)} />
    </Modal>
  );
}
