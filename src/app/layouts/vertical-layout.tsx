import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { PageHeader } from '@/components/page-header/page-header';
import { useCurrentUser } from '@/features/auth';
import { useAbility } from '@/features/auth/ability';
import { AbilityProvider, Can } from '@/features/auth/can';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartButton } from '@/features/ecommerce/components/cart/cart-button';
import { Shell } from '@/features/layout/components/shell';
import { Bookmarks } from '@/features/search/components/bookmarks';
import { GlobalSearch } from '@/features/search/components/global-search';
import { useTranslation } from '@/lib/i18n-react';
import { queryClient } from '@/lib/query-client';
import { buildMenu, searchPages, userMenuLinks } from '../menu';
import { breadcrumbTrail, canOpen, homePath } from '../navigation';
import { useCurrentEntry } from '../use-current-entry';

/** The signed-in frame: menu from the catalogue, navbar slots, page title and breadcrumbs. */
export function VerticalLayout() {
  const { t } = useTranslation('nav');
  const ability = useAbility();
  const user = useCurrentUser();
  const entry = useCurrentEntry();
  const home = homePath(ability);
  // `t` changes with the language, so the labels follow a switch.
  const sections = useMemo(() => buildMenu(ability, t), [ability, t]);
  const accountLinks = useMemo(() => userMenuLinks(ability, t), [ability, t]);
  const findable = useMemo(() => searchPages(ability, t), [ability, t]);
  const trail = entry ? breadcrumbTrail(entry, t) : [];

  // A forbidden page shows nothing of itself, not even its title, on the way out; home (`/`)
  // leads to the user's own home (as in ability-guard.tsx). A signed-out visitor is the
  // access guard's: it goes to the login page.
  if (user && entry?.access === 'private' && !canOpen(ability, entry)) {
    return <Navigate to={entry.path === '/' ? home : '/misc/not-authorized'} replace />;
  }

  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider>
        <ModalsProvider>
          <Shell
            sections={sections}
            homePath={home}
            frame={entry?.frame}
            navbarStart={
              <>
                <Bookmarks pages={findable} />
                <GlobalSearch pages={findable} />
              </>
            }
            navbarEnd={
              <>
                <Can I="read" a="Ecommerce">
                  <CartButton />
                </Can>
                <UserMenu links={accountLinks} />
              </>
            }
          >
            {entry?.pageHeader && (
              <PageHeader
                title={t(entry.titleKey)}
                crumbs={[{ label: t('home'), to: home }, ...trail.map((label) => ({ label }))]}
              />
            )}
            <Suspense fallback={<LoadingScreen inline />}>
              <Outlet />
            </Suspense>
          </Shell>
        </ModalsProvider>
      </AbilityProvider>
    </QueryClientProvider>
  );
}
