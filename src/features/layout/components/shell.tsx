import { Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { NavSectionNode } from '../nav-types';
import type { LayoutOverrides } from '../settings';
import { useLayoutStore } from '../settings-store';
import { CustomizerHost, CustomizerTrigger, useCustomizerState } from './customizer-toggle';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { NavMenu } from './nav-menu';
import { Navbar } from './navbar';
import classes from './shell.module.css';
import { Brand, SidebarHeader } from './sidebar-header';

interface ShellProps {
  sections: NavSectionNode[];
  homePath: string;
  /** Navbar slots: bookmarks and search at the start, the user menu at the end. */
  navbarStart?: ReactNode;
  navbarEnd?: ReactNode;
  /** Settings the open page imposes (the page-layout demos); the saved ones are untouched. */
  frame?: LayoutOverrides | undefined;
  children: ReactNode;
}

/**
 * The signed-in frame: the menu (a side bar, or a top bar in the horizontal layout; a drawer on
 * a phone), navbar, content and footer, as the settings and the open page say.
 */
export function Shell({ sections, homePath, navbarStart, navbarEnd, frame, children }: ShellProps) {
  const { t } = useTranslation('layout');
  const saved = useLayoutStore(
    useShallow((s) => ({
      menuLayout: s.menuLayout,
      menuCollapsed: s.menuCollapsed,
      navbarType: s.navbarType,
      footerType: s.footerType,
      contentWidth: s.contentWidth,
      direction: s.direction,
    })),
  );
  const { menuHidden = false, ...imposed } = frame ?? {};
  const settings = { ...saved, ...imposed };
  const isDesktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const horizontal = isDesktop && settings.menuLayout === 'horizontal' && !menuHidden;
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
      data-menu-layout={settings.menuLayout}
      data-navbar-type={settings.navbarType}
      data-content-width={settings.contentWidth}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {isDesktop && !menuHidden && !horizontal && (
        <aside className={classes.sidebar} aria-label={t('menu.label')}>
          <SidebarHeader homePath={homePath} />
          <ScrollArea className={classes.sidebarScroll} type="hover" scrollbarSize={6}>
            <NavMenu sections={sections} />
          </ScrollArea>
        </aside>
      )}
      {!isDesktop && !menuHidden && (
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
          onOpenMenu={menuHidden ? undefined : drawer.open}
          menuOpen={drawerOpen}
          brand={horizontal ? <Brand homePath={homePath} /> : undefined}
          start={navbarStart}
          end={
            <>
              {!customizerInCorner && <CustomizerTrigger placement="navbar" state={customizer} />}
              {navbarEnd}
            </>
          }
        />
        {horizontal && <HorizontalMenu sections={sections} />}
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
