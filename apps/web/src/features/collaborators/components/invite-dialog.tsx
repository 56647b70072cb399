import { inviteCollaboratorRequestSchema, MESSAGES, TIMINGS } from '@talentdeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DialogActions } from '#web/components/dialog-actions';
import { FormAlert } from '#web/components/form-alert';
import { applyServerErrors } from '#web/lib/form-errors';
import { queryKeys } from '#web/lib/query-keys';
import { zodRule } from '#web/lib/zod-rule';
import { useInviteCollaborator } from '../api/invite-collaborator';

type InviteForm = { name: string; email: string };
const shape = inviteCollaboratorRequestSchema.shape;

type InviteDialogProps = { companyId: string; open: boolean; onClose: () => void };

/** Name and email; after a successful invitation it closes 0.8 s later and the list refreshes. */
export function InviteDialog({ companyId, open, onClose }: InviteDialogProps) {
  const [form] = Form.useForm<InviteForm>();
  const invite = useInviteCollaborator();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setOutcome(null);
    form.resetFields();
    onClose();
  };

  const onFinish = (values: InviteForm) => {
    setOutcome(null);
    invite.mutate(
      { companyId, ...values },
      {
        onSuccess: () => {
          setOutcome({ type: 'success', message: MESSAGES.collaboratorInvited });
          void queryClient.invalidateQueries({ queryKey: queryKeys.collaborators.list(companyId) });
          closeTimer.current = setTimeout(close, TIMINGS.inviteDialogCloseMs);
        },
        onError: (error) => {
          const message = applyServerErrors(form, error, ['name', 'email']);
          if (message) setOutcome({ type: 'error', message });
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Invite a collaborator"
      onCancel={close}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) form.getFieldInstance('name')?.focus?.();
      }}
    >
      <FormAlert className="td-page-alert" message={outcome?.message} type={outcome?.type} />
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={invite.isPending || outcome?.type === 'success'}>
        <Form.Item label="Name" name="name" rules={[zodRule(shape.name)]} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]} required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <DialogActions onCancel={close} submitting={invite.isPending}>
          Send invitation
        </DialogActions>
      </Form>
    </Modal>
  );
}
