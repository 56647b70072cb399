import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { EmptyState } from '../../components/empty-state';

/** The bell's place in the bar; the notifications feature fills the list in a later issue. */
export function NotificationBell() {
  const count = 0;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div className="td-shell__panel" role="dialog" aria-label="Notifications">
          <p className="td-shell__panel-title">Notifications</p>
          <EmptyState text="There aren't any notifications to show" icon={<BellOutlined />} />
        </div>
      )}
    >
      <Button type="text" shape="circle" aria-label="Notifications" className="td-shell__icon-button">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined className="td-shell__bell" aria-hidden="true" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
