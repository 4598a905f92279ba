import { useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import classes from './shell-frame.module.css';

export interface NavToggle {
  navOpened: boolean;
  onToggleNav: () => void;
}

interface ShellFrameProps {
  /** The top bar's content; it holds the menu button that opens the navigation on a phone. */
  header: (toggle: NavToggle) => ReactNode;
  /** The side navigation's content. */
  nav: ReactNode;
  /** The page, and what sits beside it (portalled modals). */
  children: ReactNode;
  /** The navigation's width from 768 px (260 px when not given). */
  navbarWidth?: number;
}

/**
 * The frame of both shells, the merchant's portal and the staff console: skip link, top bar, side
 * navigation (a panel the menu button slides in under 768 px) and the page. Its own CSS rather than
 * Mantine's AppShell, which also brought react-remove-scroll (~10 KB gzip on /Home's first paint) and,
 * on a phone, only moved its closed panel off screen, where Tab still reached its links (decision 006).
 * The custom properties pages read (`--app-shell-header-offset`, `--app-shell-padding`) are AppShell's.
 */
export function ShellFrame({ header, nav, children, navbarWidth }: ShellFrameProps) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the panel's links are rendered when it first opens, then kept (so it slides out too): a page
  // that is only read never builds them (decision 006).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [navBuilt, setNavBuilt] = useState(false);
  if ((wide || opened) && !navBuilt) setNavBuilt(true);

  // Leaving a page closes the mobile navigation.
  useEffect(() => close(), [pathname, close]);

  return (
    <div
      className={classes.shell}
      data-nav-opened={opened || undefined}
      style={navbarWidth ? ({ '--app-shell-navbar-width': `${navbarWidth}px` } as CSSProperties) : undefined}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={classes.header}>{header({ navOpened: opened, onToggleNav: toggle })}</header>
      <nav className={classes.navbar} aria-label={t('nav.label')}>
        {navBuilt && nav}
      </nav>
      {/* The open phone panel covers the page: Tab and screen readers stay in the panel, not behind it. */}
      <main id="main-content" tabIndex={-1} className={classes.main} inert={opened && !wide}>
        {children}
      </main>
    </div>
  );
}
