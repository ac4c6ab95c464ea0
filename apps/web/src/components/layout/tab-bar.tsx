/**
 * The five-tab bar of spec §2: home (dot badge); certificate pushes /MobilePage; equity opens the
 * info modal instead of navigating; badges and me replace the route when logged in and otherwise
 * open the login dialog.
 */
import { lazy, Suspense, useState, type ComponentType, type SVGProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { openLoginDialog } from '../../lib/login-dialog';
import { isLoggedIn, useSession } from '../../lib/session';
import { CertificateIcon, HomeIcon, MedalIcon, MineIcon, ProfitIcon } from '../icons/icons';
import styles from './tab-bar.module.css';

// The equity modal loads on first tap: it is not part of the first paint.
const EquityInfoModal = lazy(() => import('./equity-info-modal').then((m) => ({ default: m.EquityInfoModal })));

type TabAction = 'push' | 'modal' | 'gated';

interface Tab {
  id: string;
  path: string;
  labelKey: 'tab.t1' | 'tab.t2' | 'tab.t3' | 'tab.t4' | 'tab.t5';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  action: TabAction;
  dot?: boolean;
  /** Other pages of the same section, where this tab is the highlighted one too. */
  alsoActiveOn?: readonly string[];
}

// Tab 4 is the badge screen and tab 5 the profile, so they take the "badge" and "mine" labels.
const TABS: Tab[] = [
  { id: 'home', path: APP_ROUTES.home, labelKey: 'tab.t1', Icon: HomeIcon, action: 'push', dot: true },
  { id: 'certificate', path: APP_ROUTES.mobilePage, labelKey: 'tab.t2', Icon: CertificateIcon, action: 'push' },
  { id: 'equity', path: APP_ROUTES.equity, labelKey: 'tab.t3', Icon: ProfitIcon, action: 'modal' },
  // The badge section is /MyMedal (your badges) and /Medal (the events to collect them at).
  {
    id: 'medal',
    path: APP_ROUTES.myMedal,
    labelKey: 'tab.t5',
    Icon: MedalIcon,
    action: 'gated',
    alsoActiveOn: [APP_ROUTES.medal],
  },
  { id: 'my', path: APP_ROUTES.my, labelKey: 'tab.t4', Icon: MineIcon, action: 'gated' },
];

export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [equityOpen, setEquityOpen] = useState(false);

  const onTab = (tab: Tab) => {
    switch (tab.action) {
      case 'push':
        if (pathname !== tab.path) navigate(tab.path);
        return;
      case 'modal':
        setEquityOpen(true);
        return;
      case 'gated':
        if (isLoggedIn(session)) navigate(tab.path, { replace: true });
        else openLoginDialog({ redirectTo: tab.path });
    }
  };

  return (
    <>
      <nav className={styles.bar} aria-label="Main" data-testid="tab-bar">
        {TABS.map((tab) => {
          const active = pathname === tab.path || (tab.alsoActiveOn?.includes(pathname) ?? false);
          return (
            <button
              key={tab.id}
              type="button"
              className={`${styles.tab} ${active ? styles.active : ''}`}
              onClick={() => onTab(tab)}
              aria-current={active ? 'page' : undefined}
              data-testid={`tab-${tab.id}`}
            >
              <span className={styles.iconWrap}>
                <tab.Icon />
                {tab.dot && <span className={styles.dot} data-testid="tab-dot" aria-hidden />}
              </span>
              <span className={styles.label}>{t(tab.labelKey)}</span>
            </button>
          );
        })}
      </nav>
      {equityOpen && (
        <Suspense fallback={null}>
          <EquityInfoModal open onClose={() => setEquityOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
