import { Suspense } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { SiteSection } from '@/components/site-map';
import type { NavBadge } from '@/lib/route-meta';
import { sessionStore } from '@/stores/session-store';
import { isGroupOpen, navigationStore, toggleGroup } from '@/stores/navigation-store';
import { DrawerAccount } from './drawer-account';
import classes from './side-navigation.module.css';

interface CollapsibleGroupProps {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

/** A group heading that opens and closes its links; a real button with `aria-expanded`. */
function CollapsibleGroup({ id, label, open, onToggle, children }: CollapsibleGroupProps) {
  const listId = `nav-group-${id}`;
  return (
    <Box mb="xs">
      <UnstyledButton
        className={classes.groupButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        data-testid={`nav-group-${id}`}
      >
        <Text component="span" size="xs" fw={700} tt="uppercase" c="dimmed">
          {label}
        </Text>
        <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={open || undefined} />
      </UnstyledButton>
      {open && <div id={listId}>{children}</div>}
    </Box>
  );
}

/** A feature's live count beside its link (NavBadge), for those it is shown to once their roles are known. */
function LinkBadge({ badge }: { badge: NavBadge }) {
  const session = useSnapshot(sessionStore);
  const known = session.status === 'signed-in' && session.rolesKnown;
  const shown = known && (badge.shownTo === 'signed-in' || session.roles.includes('admin'));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <badge.view />
    </Suspense>
  );
}

function SectionLinks({ section }: { section: SiteSection }) {
  const { pathname } = useLocation();
  return section.links.map((link) => {
    const active = pathname === link.path;
    const Icon = link.icon;
    return (
      // Our own link rather than Mantine's NavLink: NavLink brings its nested-menu animation code (about
      // 2 KB gzip) into the first page load, and these links never nest.
      <Link
        key={link.path}
        to={link.path}
        className={classes.link}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        <Icon size={18} aria-hidden className={classes.linkIcon} />
        <span className={classes.linkLabel}>{link.label}</span>
        {link.badge && (
          <span className={classes.linkBadge}>
            <LinkBadge badge={link.badge} />
          </span>
        )}
      </Link>
    );
  });
}

export interface CrossSection {
  label: string;
  open: boolean;
  onToggle: () => void;
  sections: SiteSection[];
}

interface SideNavigationProps {
  label: string;
  sections: SiteSection[];
  crossSection?: CrossSection;
}

/** The side navigation: one collapsible group per sidebar group, each remembered; on a phone, where it is
 * a drawer, signing in or out at its foot. */
export function SideNavigation({ label, sections, crossSection }: SideNavigationProps) {
  const { sidebarGroupState } = useSnapshot(navigationStore);
  return (
    <nav aria-label={label}>
      {sections.map((section) => (
        <CollapsibleGroup
          key={section.id}
          id={section.id}
          label={section.label}
          open={isGroupOpen(sidebarGroupState, section.id)}
          onToggle={() => toggleGroup(section.id)}
        >
          <SectionLinks section={section} />
        </CollapsibleGroup>
      ))}
      {crossSection && (
        <CollapsibleGroup
          id={`cross-${crossSection.label.toLowerCase().replace(/\W+/g, '-')}`}
          label={crossSection.label}
          open={crossSection.open}
          onToggle={crossSection.onToggle}
        >
          {crossSection.sections.map((section) => (
            <SectionLinks key={section.id} section={section} />
          ))}
        </CollapsibleGroup>
      )}
      <DrawerAccount />
    </nav>
  );
}
