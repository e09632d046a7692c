import { describe, expect, it } from 'vitest';
import { grantedRoles, parse } from './make-admin.mjs';

describe('make-admin', () => {
  it('gives admin by default, or the role asked for', () => {
    expect(parse(['sam@example.org', '--project', 'hub'], {})).toEqual({
      email: 'sam@example.org',
      projectId: 'hub',
      role: 'admin',
    });
    expect(parse(['--role', 'member', 'sam@example.org'], { GCLOUD_PROJECT: 'hub' })).toEqual({
      email: 'sam@example.org',
      projectId: 'hub',
      role: 'member',
    });
  });

  it('refuses an unknown role, a missing project or a missing email', () => {
    expect(parse(['sam@example.org', '--role', 'owner'], { GCLOUD_PROJECT: 'hub' })).toBeNull();
    expect(parse(['sam@example.org'], {})).toBeNull();
    expect(parse(['--role', 'member'], { GCLOUD_PROJECT: 'hub' })).toBeNull();
  });

  it('adds member and the role to what the account had, once each', () => {
    expect(grantedRoles([], 'member')).toEqual(['member']);
    expect(grantedRoles(undefined, 'admin')).toEqual(['member', 'admin']);
    expect(grantedRoles(['member', 'editor'], 'editor')).toEqual(['member', 'editor']);
  });
});
