import { describe, expect, it } from 'vitest';
import { editorPermissions } from './editor-access';

const owned = { read: 'public', edit: 'editor', ownerField: 'ownerUid' } as const;

describe('editorPermissions', () => {
  it('an editor edits and publishes any item', () => {
    const session = { roles: ['editor'] as const, uid: 'ed', signedIn: true };
    expect(editorPermissions(owned, session, { ownerUid: 'someone' })).toEqual({
      canEdit: true,
      canPublish: true,
      asOwner: false,
    });
  });

  it('an owner saves their own item but may not publish it or change its status', () => {
    const session = { roles: ['member'] as const, uid: 'owner-1', signedIn: true };
    expect(editorPermissions(owned, session, { ownerUid: 'owner-1' })).toEqual({
      canEdit: true,
      canPublish: false,
      asOwner: true,
    });
  });

  it('a member who does not own the item, or a type with no owner field, gets nothing', () => {
    const session = { roles: ['member'] as const, uid: 'owner-1', signedIn: true };
    expect(editorPermissions(owned, session, { ownerUid: 'owner-2' }).canEdit).toBe(false);
    expect(editorPermissions(owned, session, undefined).canEdit).toBe(false);
    expect(editorPermissions({ read: 'public', edit: 'editor' }, session, { ownerUid: 'owner-1' }).canEdit).toBe(false);
    expect(editorPermissions(owned, { ...session, signedIn: false }, { ownerUid: 'owner-1' }).canEdit).toBe(false);
  });

  it('where owners may add items, a signed-in owner starts a new one as theirs, unpublished', () => {
    const sellers = { ...owned, ownersCreate: true };
    const session = { roles: ['member'] as const, uid: 'seller-1', signedIn: true };
    expect(editorPermissions(sellers, session, undefined)).toEqual({ canEdit: true, canPublish: false, asOwner: true });
    expect(editorPermissions(sellers, session, { ownerUid: 'seller-2' }).canEdit).toBe(false);
    expect(editorPermissions(sellers, { ...session, signedIn: false }, undefined).canEdit).toBe(false);
    // Editors add items as editors, never as their owners.
    expect(editorPermissions(sellers, { roles: ['editor'], uid: 'ed', signedIn: true }, undefined).asOwner).toBe(false);
  });

  it('a type whose edit role is admin refuses editors', () => {
    const session = { roles: ['editor'] as const, uid: 'ed', signedIn: true };
    expect(editorPermissions({ read: 'public', edit: 'admin' }, session, {}).canPublish).toBe(false);
  });
});
