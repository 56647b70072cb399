import { MessageOutlined } from '@ant-design/icons';
import type { ApplicationDetail } from '@talentdeck/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/**
 * Opens /messages on this application's conversation. The session itself is created by the first
 * message (chat-start), so an application nobody has written about yet has no empty session.
 */
export function MessageButton({ application }: { application: ApplicationDetail }) {
  const navigate = useNavigate();
  const query = new URLSearchParams({ applicationId: application.id, candidateId: application.candidateId });
  return (
    <Button icon={<MessageOutlined />} onClick={() => navigate(`/messages?${query}`)}>
      Message
    </Button>
  );
}
