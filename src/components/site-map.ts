import { createContext, useContext } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { NavBadge, RequiredRole } from '@/lib/route-meta';

/** A link to a page, as navigation and the home page show it. */
export interface SiteLink {
  path: string;
  label: string;
  description?: string;
  icon: Icon;
  /** The least role that may use the page (dashboard pages). */
  requiredRole?: RequiredRole;
  /** A live count beside the link. */
  badge?: NavBadge;
}

/** A named group of links (a sidebar group). */
export interface SiteSection {
  id: string;
  label: string;
  links: SiteLink[];
}

/**
 * The public site's sections, built by the app from its route table and handed down,
 * so pages can link to every area without importing the app layer.
 */
export const SiteMapContext = createContext<SiteSection[]>([]);

export function useSiteMap(): SiteSection[] {
  return useContext(SiteMapContext);
}
