import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { downloadText } from '#web/lib/download';
import { meQuery } from '#web/lib/session';
import { exportCandidate } from '../api/export';

/**
 * The owner's answer to a candidate's request for their data: one JSON file of everything the
 * company holds about them. Shown to the owner only (the server refuses anyone else).
 */
export function ExportCandidateButton({ candidateId }: { candidateId: string | undefined }) {
  const me = useQuery(meQuery).data;
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  if (!me?.isOwner || !me.id || !candidateId) return null;
  const companyId = me.id;
  const save = async () => {
    setBusy(true);
    try {
      const data = await exportCandidate(companyId, candidateId);
      downloadText(
        `${JSON.stringify(data, null, 2)}\n`,
        `candidate-${candidateId}-${data.exportedAt.slice(0, 10)}.json`,
        'application/json',
      );
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void save()}>
      Export candidate data
    </Button>
  );
}
