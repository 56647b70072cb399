import { emailSchema, type SignUpRequest, signUpRequestSchema } from '@talentdeck/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';
import { Input, PasswordInput } from '../../../components/inputs';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateCompany } from '../api/create-company';
import { CaptchaFormItem } from '../components/captcha-form-item';
import { FormAlert } from '../components/form-alert';
import { useCaptchaProvider } from '../components/use-captcha-provider';
import type { VerifyEmailState } from '../navigation-state';

const FIELDS = ['name', 'companyName', 'email', 'phoneNumber', 'password', 'captcha'] as const;
const shape = signUpRequestSchema.shape;

/** Phone numbers are stored with their leading +; typing the digits alone adds it. */
const withLeadingPlus = (value: string | undefined) => (value && /^\d/.test(value) ? `+${value}` : value);

export function SignUpPage() {
  const [form] = Form.useForm<SignUpRequest>();
  const navigate = useNavigate();
  const provider = useCaptchaProvider();
  const createCompany = useCreateCompany();
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  const onFinish = (values: SignUpRequest) => {
    setServerError(null);
    const email = values.email.trim();
    createCompany.mutate(
      {
        name: values.name.trim(),
        companyName: values.companyName.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
        captcha: values.captcha,
      },
      {
        onSuccess: () => navigate('/verifyemail', { state: { email, from: '/' } satisfies VerifyEmailState }),
        onError: (error) => {
          setServerError(applyServerErrors(form, error, FIELDS));
          if (provider === 'altcha') setCaptchaResetKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <AuthSplitLayout title="Create your company account" subtitle="Post jobs and meet matching candidates in minutes.">
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="td-auth-form"
        disabled={createCompany.isPending}
      >
        <Form.Item label="Full name" name="name" rules={[zodRule(shape.name)]}>
          <Input autoComplete="name" placeholder="Jane Doe" size="large" />
        </Form.Item>
        <Form.Item label="Company name" name="companyName" rules={[zodRule(shape.companyName)]}>
          <Input autoComplete="organization" placeholder="Acme Inc." size="large" />
        </Form.Item>
        <Form.Item label="Work email" name="email" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" placeholder="you@company.com" size="large" />
        </Form.Item>
        <Form.Item
          label="Phone number"
          name="phoneNumber"
          rules={[zodRule(shape.phoneNumber)]}
          normalize={withLeadingPlus}
          extra="Include the country code, e.g. +44 20 7946 0958"
        >
          <Input type="tel" autoComplete="tel" placeholder="+1 555 010 0000" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(shape.password)]}>
          <PasswordInput autoComplete="new-password" placeholder="At least 8 characters" size="large" />
        </Form.Item>
        <CaptchaFormItem provider={provider} resetKey={captchaResetKey} />
        <Button type="primary" htmlType="submit" size="large" block loading={createCompany.isPending}>
          Create account
        </Button>
      </Form>
      <p className="td-auth-links">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthSplitLayout>
  );
}
