import { IconHome } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { hasRole } from '@/stores/session-store';
import { visibleSections } from './build-navigation';

const link = (path: string, requiredRole?: 'member' | 'editor' | 'admin') => ({
  path,
  label: path,
  icon: IconHome,
  requiredRole,
});

describe('dashboard navigation for each role', () => {
  const sections = [
    { id: 'overview', label: 'Overview', links: [link('/dashboard', 'member'), link('/dashboard/myfeed', 'member')] },
    { id: 'content', label: 'Content', links: [link('/dashboard/events', 'editor')] },
    { id: 'administration', label: 'Administration', links: [link('/dashboard/accounts', 'admin')] },
  ];
  const paths = (roles: ('member' | 'editor' | 'admin')[]) =>
    visibleSections(sections, (item) => hasRole(roles, item.requiredRole, true)).map((section) => [
      section.id,
      section.links.map((item) => item.path),
    ]);

  it('members see only their pages, and empty groups disappear', () => {
    expect(paths(['member'])).toEqual([['overview', ['/dashboard', '/dashboard/myfeed']]]);
  });
  it('editors also see content; admins see everything', () => {
    expect(paths(['editor']).map(([id]) => id)).toEqual(['overview', 'content']);
    expect(paths(['admin']).map(([id]) => id)).toEqual(['overview', 'content', 'administration']);
  });
});
