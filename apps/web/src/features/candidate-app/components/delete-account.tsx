import { DeleteOutlined } from '@ant-design/icons';
import { ERASURE, eraseAccountRules } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { PasswordInput } from '#web/components/inputs';
import { errorMessage } from '#web/lib/api';
import { useSignedOutLanding } from '#web/lib/session';
import { sharedRule } from '#web/lib/shared-rule';
import { eraseMyAccount } from '../api/privacy';

type Values = { password: string };

/**
 * "Delete my account": a dialog that says what is erased and what stays, and asks for the password.
 * On success the session is over already; the candidate lands on the sign-in page, told that the
 * account is being erased.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const land = useSignedOutLanding();
  const erase = useMutation({
    mutationFn: (values: Values) => eraseMyAccount(values.password),
    onSuccess: ({ message }) => land(message),
  });
  const close = () => {
    if (erase.isPending) return;
    setOpen(false);
    erase.reset();
    form.resetFields();
  };
  return (
    <section className="td-candidate-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete your account</h2>
      <p>Erase your account and everything in it. This cannot be undone.</p>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onCancel={close}
        okText="Delete my account"
        okButtonProps={{ danger: true, loading: erase.isPending, htmlType: 'submit', form: 'delete-account-form' }}
        cancelButtonProps={{ disabled: erase.isPending }}
        closable={!erase.isPending}
        maskClosable={false}
        destroyOnHidden
      >
        <p>Erased for good, within a minute:</p>
        <ul>
          <li>your name, email, pictures and video link;</li>
          <li>your work history, education, certificates, portfolio, skills and job criteria;</li>
          <li>your about text, answers to screening questions and test results;</li>
          <li>every file you uploaded;</li>
          <li>your messages, which will read “{ERASURE.messageDeleted}”.</li>
        </ul>
        <p>
          What stays: the companies you applied to keep each application as an anonymous row (“
          {ERASURE.candidateName}”), so their counts still add up, and they are told that a candidate erased their account.
        </p>
        <Form
          id="delete-account-form"
          form={form}
          layout="vertical"
          onFinish={(values) => erase.mutate(values)}
          disabled={erase.isPending}
          // A refusal is about the password sent: it goes once the user edits it.
          onValuesChange={() => erase.isError && erase.reset()}
        >
          <Form.Item label="Your password" name="password" rules={[sharedRule(eraseAccountRules.password)]} required>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
        </Form>
        {erase.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(erase.error)} /> : null}
      </Modal>
    </section>
  );
}
