import { Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { NavSectionNode } from '../nav-types';
import { useLayoutStore } from '../settings-store';
import { CustomizerHost, CustomizerTrigger, useCustomizerState } from './customizer-toggle';
import { Footer } from './footer';
import { NavMenu } from './nav-menu';
import { Navbar } from './navbar';
import classes from './shell.module.css';
import { SidebarHeader } from './sidebar-header';

interface ShellProps {
  sections: NavSectionNode[];
  homePath: string;
  /** Navbar slots: bookmarks and search at the start, the user menu at the end. */
  navbarStart?: ReactNode;
  navbarEnd?: ReactNode;
  /** Hide the side menu (the "without menu" page layout). */
  menuHidden?: boolean;
  children: ReactNode;
}

/** The vertical layout: side menu, navbar, content and footer, as the settings say. */
export function Shell({
  sections,
  homePath,
  navbarStart,
  navbarEnd,
  menuHidden,
  children,
}: ShellProps) {
  const { t } = useTranslation('layout');
  const settings = useLayoutStore(
    useShallow((s) => ({
      menuCollapsed: s.menuCollapsed,
      navbarType: s.navbarType,
      footerType: s.footerType,
      contentWidth: s.contentWidth,
      direction: s.direction,
    })),
  );
  const isDesktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const customizer = useCustomizerState();
  // The customizer's button is one of the navbar's actions; with the navbar hidden (a
  // desktop-only setting) it moves to the top corner, whose space the content keeps free.
  const customizerInCorner = isDesktop && settings.navbarType === 'hidden';

  useEffect(() => {
    drawer.close();
    // Close the phone menu whenever the page changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawer.close is stable
  }, [pathname]);

  return (
    <div
      className={classes.root}
      data-collapsed={settings.menuCollapsed || undefined}
      data-menu-hidden={menuHidden || undefined}
      data-navbar-type={settings.navbarType}
      data-content-width={settings.contentWidth}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {isDesktop && !menuHidden && (
        <aside className={classes.sidebar} aria-label={t('menu.label')}>
          <SidebarHeader homePath={homePath} />
          <ScrollArea className={classes.sidebarScroll} type="hover" scrollbarSize={6}>
            <NavMenu sections={sections} />
          </ScrollArea>
        </aside>
      )}
      {!isDesktop && (
        <Drawer.Root
          opened={drawerOpen}
          onClose={drawer.close}
          // Mantine's sides follow the reading direction ("left" is the inline start): the menu
          // opens on the side of its button, sliding in from that edge.
          position="left"
          transitionProps={{
            transition: settings.direction === 'rtl' ? 'slide-left' : 'slide-right',
          }}
          size={280}
          padding={0}
        >
          <Drawer.Overlay />
          {/* The name goes on the dialog itself (the root is a plain div). */}
          <Drawer.Content aria-label={t('menu.label')}>
            <Drawer.Body className={classes.drawerBody}>
              <SidebarHeader homePath={homePath} onClose={drawer.close} />
              <NavMenu sections={sections} onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <div className={classes.main}>
        {settings.navbarType === 'floating' && (
          <div className={classes.navbarBackdrop} aria-hidden="true" />
        )}
        <Navbar
          onOpenMenu={drawer.open}
          menuOpen={drawerOpen}
          start={navbarStart}
          end={
            <>
              {!customizerInCorner && <CustomizerTrigger placement="navbar" state={customizer} />}
              {navbarEnd}
            </>
          }
        />
        <main id="main-content" className={classes.content} tabIndex={-1}>
          <div className={classes.container}>{children}</div>
        </main>
        {settings.footerType !== 'hidden' && <Footer type={settings.footerType} />}
      </div>
      {customizerInCorner && <CustomizerTrigger placement="corner" state={customizer} />}
      <CustomizerHost state={customizer} />
    </div>
  );
}
