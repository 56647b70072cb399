import { MESSAGES } from '@talentdeck/shared/messages';
import { Form } from 'antd';
import { lazy, Suspense } from 'react';
import { CaptchaPlaceholder } from './captcha-field';
import './captcha.css';

const AltchaWidget = lazy(async () => ({ default: (await import('./altcha-widget')).AltchaWidget }));

type CaptchaFormItemProps = { provider: 'altcha' | 'none' | undefined; resetKey?: number };

/** The form's `captcha` field: the widget's payload, required whenever the server has a provider. */
export function CaptchaFormItem({ provider, resetKey }: CaptchaFormItemProps) {
  if (provider === 'none') return null;
  if (provider === undefined) return <CaptchaPlaceholder />;
  return (
    <Form.Item name="captcha" rules={[{ required: true, message: MESSAGES.captchaRequired }]}>
      <CaptchaControl resetKey={resetKey} />
    </Form.Item>
  );
}

/** Form.Item hands value/onChange to its direct child, so Suspense has to sit inside it. */
function CaptchaControl({ onChange, resetKey }: { onChange?: (value: string | undefined) => void; resetKey?: number }) {
  return (
    <Suspense fallback={<CaptchaPlaceholder />}>
      <AltchaWidget onChange={onChange} resetKey={resetKey} />
    </Suspense>
  );
}
