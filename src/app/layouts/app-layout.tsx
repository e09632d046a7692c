import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Box, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { AnnouncementSlot } from '@/components/announcement-slot';
import type { SiteSection } from '@/components/site-map';
import { ThemeControls } from '@/components/theme-controls';
import { navigationStore, toggleDashboardSection, togglePublicSection, toggleSidebar } from '@/stores/navigation-store';
import { isSideNavOpen, settingsStore, toggleSideNav, type SideNavArea } from '@/stores/settings-store';
import { AccountMenu } from './account-menu';
import { ConnectionStatus, InstallButton, UpdateNotice } from './app-status';
import { SearchButton } from './search-button';
import { SideNavigation } from './side-navigation';
import { SiteFooter } from './site-footer';
import classes from './app-layout.module.css';

interface CrossSectionConfig {
  label: string;
  flag: 'publicOpen' | 'dashboardOpen';
  sections: SiteSection[];
  /** Only shown to people who are signed in. */
  signedInOnly?: boolean;
}

interface AppLayoutProps {
  area: SideNavArea;
  sections: SiteSection[];
  navLabel: string;
  /** Shown beside the brand, so people know which part of the app they are in. */
  areaLabel?: string;
  crossSection?: CrossSectionConfig;
  children: ReactNode;
}

const toggleCrossSection = {
  publicOpen: togglePublicSection,
  dashboardOpen: toggleDashboardSection,
};

/** Header, side navigation (a drawer on phones), main content and footer: every layout with chrome. */
export function AppLayout({ area, sections, navLabel, areaLabel, crossSection, children }: AppLayoutProps) {
  const settings = useSnapshot(settingsStore);
  const navigation = useSnapshot(navigationStore);
  const drawerOpen = isSideNavOpen(settings, area);
  const showCross = crossSection && (!crossSection.signedInOnly || settings.isLoggedIn);

  return (
    // Our own shell rather than Mantine's AppShell: a fixed header, a side menu (a drawer on phones) and
    // the page, which is all we use of it; AppShell's resizing, asides and scroll-lock code cost every first
    // load about 3 KB gzip.
    <div
      className={classes.shell}
      data-layout={area}
      data-drawer-open={drawerOpen || undefined}
      data-sidebar-hidden={!navigation.sidebarOpen || undefined}
    >
      <a className={classes.skipLink} href="#main-content">
        Skip to main content
      </a>
      {/* right-scroll-bar-position: react-remove-scroll keeps a fixed header still while a dialog locks scrolling. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* The brand gives way (it is cut short with an ellipsis) so the controls always fit on a phone. */}
          <Group gap="sm" wrap="nowrap" className={classes.brandGroup}>
            <Burger
              opened={drawerOpen}
              onClick={() => toggleSideNav(area)}
              hiddenFrom="sm"
              size="sm"
              className={classes.tapTarget}
              aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={drawerOpen}
              aria-controls="side-navigation"
            />
            <ActionIcon
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              onClick={toggleSidebar}
              aria-label={navigation.sidebarOpen ? 'Hide menu' : 'Show menu'}
              aria-expanded={navigation.sidebarOpen}
              aria-controls="side-navigation"
            >
              {navigation.sidebarOpen ? (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              )}
            </ActionIcon>
            <Anchor
              component={Link}
              to="/"
              fw={700}
              size="lg"
              c="var(--mantine-color-text)"
              underline="never"
              className={classes.brand}
              data-brand
            >
              {settings.companyName}
            </Anchor>
            {areaLabel && (
              <Badge variant="light" visibleFrom="xs">
                {areaLabel}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" className={classes.controls}>
            <SearchButton />
            <InstallButton />
            <ConnectionStatus />
            <ThemeControls />
            <AccountMenu />
          </Group>
        </Group>
      </header>
      <div id="side-navigation" className={classes.navbar}>
        <div>
          <SideNavigation
            label={navLabel}
            sections={sections}
            crossSection={
              showCross
                ? {
                    label: crossSection.label,
                    sections: crossSection.sections,
                    open: navigation[crossSection.flag],
                    onToggle: toggleCrossSection[crossSection.flag],
                  }
                : undefined
            }
          />
        </div>
      </div>
      <div className={classes.main}>
        <Box component="main" id="main-content" tabIndex={-1} className={classes.content}>
          {area !== 'development' && <AnnouncementSlot />}
          {children}
        </Box>
        <SiteFooter />
      </div>
      <UpdateNotice />
    </div>
  );
}
