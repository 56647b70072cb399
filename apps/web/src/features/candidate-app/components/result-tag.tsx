import { Tag } from 'antd';

/** A test's outcome, tinted with dark text so it meets WCAG AA contrast. */
export function ResultTag({ passed }: { passed: boolean }) {
  return passed ? (
    <Tag style={{ background: '#f6ffed', borderColor: '#b7eb8f', color: '#236b04', marginInlineEnd: 0 }}>Pass</Tag>
  ) : (
    <Tag style={{ background: '#fff1f0', borderColor: '#ffa39e', color: '#a8071a', marginInlineEnd: 0 }}>Fail</Tag>
  );
}
