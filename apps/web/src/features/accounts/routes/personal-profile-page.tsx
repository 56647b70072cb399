import type { UserResponse } from '@talentdeck/shared';
import { MESSAGES, updateUserRequestSchema } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FullPageSpin } from '#web/components/full-page-spin';
import { ImageUpload } from '#web/components/image-upload';
import { PageTitle } from '#web/components/page-title';
import { ApiError, errorMessage } from '#web/lib/api';
import { applyServerErrors } from '#web/lib/form-errors';
import { meQuery } from '#web/lib/session';
import { userQuery } from '#web/lib/user';
import { zodRule } from '#web/lib/zod-rule';
import { useUpdateUser } from '../api/update-user';
import { ChangeEmailDialog } from '../components/change-email-dialog';
import './personal-profile-page.css';
import { FormAlert } from '#web/components/form-alert';
import { LoadError } from '#web/components/load-error';

type PersonalForm = { name: string; title?: string; profilePicture?: string | null };
const shape = updateUserRequestSchema.shape;

export function PersonalProfilePage() {
  const userId = useQuery(meQuery).data?.userId;
  const user = useQuery(userQuery(userId));
  return (
    <>
      <PageTitle subtitle="How your team sees you.">Personal Profile</PageTitle>
      {user.isError ? (
        <LoadError query={user} />
      ) : user.data ? (
        <PersonalProfileForm key={user.data.id} user={user.data} />
      ) : (
        <FullPageSpin label="Loading your profile" />
      )}
    </>
  );
}

function PersonalProfileForm({ user }: { user: UserResponse }) {
  const [form] = Form.useForm<PersonalForm>();
  const update = useUpdateUser();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const [changingEmail, setChangingEmail] = useState(false);

  const onFinish = (values: PersonalForm) => {
    setOutcome(null);
    update.mutate(
      { userId: user.id, name: values.name, title: values.title?.trim() || null, profilePicture: values.profilePicture ?? null },
      {
        onSuccess: () => setOutcome({ type: 'success', message: MESSAGES.profileUpdated }),
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            applyServerErrors(form, error, ['name', 'title', 'profilePicture']);
            setOutcome({ type: 'error', message: MESSAGES.profileNotCorrect });
          } else setOutcome({ type: 'error', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <div className="td-narrow-form td-personal-profile">
      <FormAlert className="td-page-alert" message={outcome?.message} type={outcome?.type} onClose={() => setOutcome(null)} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: user.name, title: user.title ?? '', profilePicture: user.profilePicture }}
        onFinish={onFinish}
        disabled={update.isPending}
      >
        <Form.Item label="Profile picture" name="profilePicture">
          <ImageUpload subject="profile picture" shape="circle" />
        </Form.Item>
        <Form.Item
          label="Name"
          name="name"
          validateFirst
          rules={[{ required: true, message: MESSAGES.nameRequired }, zodRule(shape.name)]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" htmlFor="personal-email" extra="A code is sent to the new address to confirm it.">
          <div className="td-personal-profile__email">
            <Input id="personal-email" value={user.email} readOnly />
            <Button onClick={() => setChangingEmail(true)}>Change email</Button>
          </div>
        </Form.Item>
        <Form.Item label="Title" name="title" rules={[zodRule(shape.title)]}>
          <Input placeholder="e.g. Head of Talent" autoComplete="organization-title" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Form>
      <ChangeEmailDialog userId={user.id} open={changingEmail} onClose={() => setChangingEmail(false)} />
    </div>
  );
}
