import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { meQuery, useLogout } from '#web/lib/session';
import { userQuery } from '#web/lib/user';

type AccountMenuProps = { showSettings?: boolean };

/** Account Settings, Change Password and Logout (the only entry while onboarding). */
export function AccountMenu({ showSettings = true }: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  // The user's own picture once they have set one (Account Settings), the generic icon until then.
  const userId = useQuery(meQuery).data?.userId;
  const picture = useQuery(userQuery(userId)).data?.profilePicture ?? undefined;
  const items: MenuProps['items'] = [
    ...(showSettings
      ? [
          { key: '/profilesettings/personalprofile', label: 'Account Settings' },
          { key: '/profilesettings/changePassword', label: 'Change Password' },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'logout', label: 'Logout', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
    else navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" className="td-shell__account" aria-label="Account menu" loading={logout.isPending}>
        <Avatar size={30} src={picture} alt="" icon={<UserOutlined />} className="td-shell__avatar" />
        <DownOutlined className="td-shell__chevron" aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
