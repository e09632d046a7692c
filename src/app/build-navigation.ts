import type { SiteLink, SiteSection } from '@/components/site-map';
import { SIDEBAR_GROUPS, type AppRoute, type LayoutName, type SidebarGroup } from '@/lib/route-meta';

const GROUP_ORDER = Object.keys(SIDEBAR_GROUPS) as SidebarGroup[];

/** The side navigation of one layout, read from the route table: groups in a fixed order, routes in table order. */
export function buildNavigation(routes: readonly AppRoute[], layout: LayoutName): SiteSection[] {
  const byGroup = new Map<SidebarGroup, SiteSection>();
  for (const route of routes) {
    const meta = route.handle;
    if (!meta.showInSidebar || meta.sidebarGroup === null || meta.layout !== layout) continue;
    const section = byGroup.get(meta.sidebarGroup) ?? {
      id: meta.sidebarGroup,
      label: SIDEBAR_GROUPS[meta.sidebarGroup].label,
      links: [],
    };
    section.links.push({
      path: route.path,
      label: meta.navLabel ?? meta.title,
      description: meta.description,
      icon: meta.icon,
      requiredRole: meta.requiredRole,
      badge: meta.navBadge,
    });
    byGroup.set(meta.sidebarGroup, section);
  }
  return GROUP_ORDER.flatMap((group) => byGroup.get(group) ?? []);
}

/** The sections with only the links someone with `allowed` may use; groups left empty are dropped. */
export function visibleSections(sections: readonly SiteSection[], allowed: (link: SiteLink) => boolean): SiteSection[] {
  return sections.flatMap((section) => {
    const links = section.links.filter(allowed);
    return links.length ? [{ ...section, links }] : [];
  });
}
