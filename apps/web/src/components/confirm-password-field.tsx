import { Form } from 'antd';
import { confirmPasswordRules } from '#web/lib/password-rules';
import { PasswordInput } from './inputs';

type ConfirmPasswordFieldProps = {
  label: string;
  name: string;
  /** The new password's field, which this one must repeat. */
  of: string;
  required?: boolean;
  size?: 'large';
};

/** The field that repeats a new password: checked again whenever the password changes. */
export function ConfirmPasswordField({ label, name, of, required, size }: ConfirmPasswordFieldProps) {
  return (
    <Form.Item label={label} name={name} dependencies={[of]} rules={confirmPasswordRules(of)} required={required}>
      <PasswordInput autoComplete="new-password" size={size} />
    </Form.Item>
  );
}
