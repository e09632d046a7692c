import { describe, expect, it } from 'vitest';
import { describeFirebaseError } from './errors';

describe('describeFirebaseError', () => {
  it('explains known codes plainly and keeps the code', () => {
    expect(
      describeFirebaseError({ code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' }),
    ).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'auth/too-many-requests',
    });
  });

  it('adds the service to bare Firestore codes', () => {
    expect(describeFirebaseError({ code: 'permission-denied' }).code).toBe('firestore/permission-denied');
    expect(describeFirebaseError({ code: 'unauthorized' }, 'storage')).toMatchObject({
      code: 'storage/unauthorized',
      message: 'You do not have permission to upload files here.',
    });
  });

  it('never shows raw SDK text for unknown codes', () => {
    const described = describeFirebaseError({ code: 'auth/internal-error', message: 'INTERNAL ASSERTION FAILED' });
    expect(described.code).toBe('auth/internal-error');
    expect(described.message).not.toContain('INTERNAL');
  });

  it('copes with things that are not Firebase errors', () => {
    expect(describeFirebaseError(new Error('x'))).toMatchObject({ code: 'app/unknown' });
    expect(describeFirebaseError('boom')).toMatchObject({ code: 'app/unknown' });
  });
});
