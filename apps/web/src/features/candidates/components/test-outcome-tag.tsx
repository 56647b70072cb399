import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';

/** Pass or Fail, written out, with an icon shape of its own: never told by colour alone. */
export function TestOutcomeTag({ outcome }: { outcome: 'Pass' | 'Fail' }) {
  return outcome === 'Pass' ? (
    <Tag icon={<CheckCircleFilled />} style={{ background: '#f6ffed', borderColor: '#b7eb8f', color: '#236b04' }}>
      Pass
    </Tag>
  ) : (
    <Tag icon={<CloseCircleFilled />} style={{ background: '#fff1f0', borderColor: '#ffa39e', color: '#a8071a' }}>
      Fail
    </Tag>
  );
}
