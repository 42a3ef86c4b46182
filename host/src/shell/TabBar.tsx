import { Link } from '@credit/shared/router';
import { BOTTOM_TABS, type RemoteRoute } from '@credit/shared';
import { Icon, type IconName } from './icons';

type TabKey = NonNullable<RemoteRoute['tab']>;

const TAB_ICONS: Record<TabKey, IconName> = {
  index: 'borrow',
  discover: 'discover',
  member: 'member',
  my: 'my',
};

/**
 * The bottom tab bar of the four tab pages (spec 2.1). The current tab comes from the route, not the
 * link's path: /user and /userNew are both the 我的 tab.
 */
export function TabBar({ active }: { active: TabKey | undefined }) {
  return (
    <nav className="tab-bar" data-testid="tab-bar" aria-label="底部导航">
      {BOTTOM_TABS.map((tab) => (
        <Link key={tab.key} to={tab.path} replace aria-current={tab.key === active ? 'page' : undefined}>
          <Icon name={TAB_ICONS[tab.key]} />
          <span>{tab.label}</span>
        </Link>
      ))}
    </nav>
  );
}
