import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { downloadText } from '#web/lib/download';
import { exportMyData } from '../api/privacy';

/** The candidate's own copy of everything held about them, as one JSON file. */
export function YourData() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const data = await exportMyData();
      downloadText(
        `${JSON.stringify(data, null, 2)}\n`,
        `talentdeck-my-data-${data.exportedAt.slice(0, 10)}.json`,
        'application/json',
      );
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="td-candidate-section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        Download everything Talentdeck holds about you: your profile, applications and answers, test attempts, messages,
        interviews, and which companies opened your profile. One JSON file that other services can read.
      </p>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void save()}>
        Download my data
      </Button>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} /> : null}
    </section>
  );
}
