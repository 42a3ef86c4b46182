import { NavLink } from '@credit/shared/router';
import { BOTTOM_TABS } from '@credit/shared';
import { Icon, type IconName } from './icons';

const TAB_ICONS: Record<(typeof BOTTOM_TABS)[number]['key'], IconName> = {
  index: 'borrow',
  discover: 'discover',
  member: 'member',
  my: 'my',
};

/** The bottom tab bar of the four tab pages (spec 2.1). */
export function TabBar() {
  return (
    <nav className="tab-bar" data-testid="tab-bar" aria-label="底部导航">
      {BOTTOM_TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.path} end replace>
          <Icon name={TAB_ICONS[tab.key]} />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
