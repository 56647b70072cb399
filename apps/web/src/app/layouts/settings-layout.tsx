import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { NavLink, Outlet } from 'react-router';
import { meQuery } from '#web/lib/session';
import { useTabsInView } from './use-tabs-in-view';
import './settings-layout.css';

const SETTINGS_MENU = [
  { to: '/profilesettings/businessprofile', label: 'Business profile' },
  { to: '/profilesettings/personalprofile', label: 'Personal profile' },
  { to: '/profilesettings/billingandpackages', label: 'Billing and packages' },
  { to: '/profilesettings/collaborators', label: 'Collaborators' },
  { to: '/profilesettings/changePassword', label: 'Change password' },
  { to: '/profilesettings/data-retention', label: 'Data retention' },
] as const;
/** Only the owner reads the company's audit log. */
const OWNER_MENU = [{ to: '/profilesettings/audit-log', label: 'Audit log' }] as const;

/** Settings pages share a side menu; the page itself renders its own title. */
export function SettingsLayout() {
  // On a phone the menu is a row that scrolls sideways.
  const menu = useRef<HTMLUListElement>(null);
  const menuInView = useTabsInView(menu);
  const isOwner = useQuery(meQuery).data?.isOwner ?? false;
  const items = isOwner ? [...SETTINGS_MENU, ...OWNER_MENU] : SETTINGS_MENU;
  return (
    <div className="td-settings">
      <nav aria-label="Settings" className="td-settings__menu">
        <p className="td-settings__menu-title">Settings</p>
        <ul ref={menu} className="td-scroll-fade" {...menuInView}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="td-settings__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="td-settings__content">
        <Outlet />
      </section>
    </div>
  );
}
