import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { Link, useParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { useKeepData } from '../api/privacy';
import './privacy.css';

/**
 * /privacy/keep/{secret}: the retention notice's link. Keeping is a button, not the visit, so a
 * mail program that opens links to check them keeps nothing on the candidate's behalf.
 */
export function KeepDataPage() {
  const { id = '' } = useParams();
  const keep = useKeepData();
  return (
    <div className="td-narrow-form">
      <PageTitle subtitle="Your applications and your account stay as they are, and the retention period starts again.">
        Keep your data
      </PageTitle>
      {keep.isSuccess ? (
        <Alert type="success" showIcon icon={<CheckCircleFilled />} title={keep.data.message} />
      ) : (
        <>
          {keep.isError ? <Alert className="td-keep-data__error" type="error" showIcon title={errorMessage(keep.error)} /> : null}
          <Button type="primary" size="large" loading={keep.isPending} onClick={() => keep.mutate(id)}>
            Keep my data
          </Button>
        </>
      )}
      <p className="td-keep-data__more">
        Read how long data is kept, and why, in the <Link to="/privacy">privacy notice</Link>.
      </p>
    </div>
  );
}
