import { MoreOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { type Collaborator, MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Dropdown, Table } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { StatusTag } from '#web/components/status-tag';
import { errorMessage } from '#web/lib/api';
import { collaboratorsQuery } from '#web/lib/company-team';
import { meQuery } from '#web/lib/session';
import { useDeleteCollaborator } from '../api/delete-collaborator';
import { InviteDialog } from '../components/invite-dialog';

export function CollaboratorsPage() {
  const me = useQuery(meQuery).data;
  const companyId = me?.id;
  const team = useQuery(collaboratorsQuery(companyId));
  const remove = useDeleteCollaborator();
  const { modal, message } = App.useApp();
  const [inviting, setInviting] = useState(false);

  const confirmRemove = (c: Collaborator) => {
    modal.confirm({
      title: `Remove ${c.name}?`,
      content: `${c.email} will lose access to this company's account at once.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove.mutateAsync(c.id).then(
          () => void message.success(MESSAGES.collaboratorRemoved),
          (error: unknown) => void message.error(errorMessage(error)),
        ),
    });
  };

  const inviteButton = (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} disabled={!companyId}>
      Invite collaborator
    </Button>
  );

  let body: ReactNode;
  if (team.isPending) {
    body = <Table<Collaborator> loading rowKey="id" columns={[]} dataSource={[]} />;
  } else if (team.isError) {
    body = <LoadError query={team} />;
  } else if (team.data.length === 0) {
    body = <EmptyState icon={<TeamOutlined />} text={MESSAGES.noCollaborators} action={inviteButton} />;
  } else {
    body = (
      <Table<Collaborator>
        rowKey="id"
        dataSource={team.data}
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, c) => (c.userId === me?.userId ? `${name} (you)` : name) },
          { title: 'Email', dataIndex: 'email' },
          {
            title: 'Status',
            dataIndex: 'hasJoined',
            render: (joined: boolean) =>
              joined ? <StatusTag tone="ok">Joined</StatusTag> : <StatusTag tone="neutral">Invited</StatusTag>,
          },
          { title: 'Added', dataIndex: 'createdAt', responsive: ['sm'], render: (at: string) => dayjs(at).format('D MMM YYYY') },
          {
            title: <span className="td-visually-hidden">Actions</span>,
            key: 'actions',
            align: 'right',
            render: (_: unknown, c) =>
              // No delete on one's own entry.
              c.userId === me?.userId ? null : (
                <Dropdown
                  trigger={['click']}
                  menu={{ items: [{ key: 'delete', label: 'Delete', danger: true }], onClick: () => confirmRemove(c) }}
                >
                  <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${c.name}`} />
                </Dropdown>
              ),
          },
        ]}
      />
    );
  }

  return (
    <>
      <PageTitle subtitle="People who work in this company's account with you." extra={team.data?.length ? inviteButton : null}>
        Collaborators
      </PageTitle>
      {body}
      {companyId ? <InviteDialog companyId={companyId} open={inviting} onClose={() => setInviting(false)} /> : null}
    </>
  );
}
