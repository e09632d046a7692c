import { describe, expect, it } from 'vitest';
import { data } from 'react-router';
import { classifyRouteError, notFoundMessage, notFoundResponse } from './route-errors';

/** `data()` builds what the router hands to error boundaries after a loader throws it. */
function asRouteError(thrown: ReturnType<typeof data>) {
  const init = thrown.init as ResponseInit;
  return { status: init.status, statusText: init.statusText, data: thrown.data, internal: false };
}

describe('classifyRouteError', () => {
  it('recognises a fatal 404 raised by a failed validate check', () => {
    const error = asRouteError(notFoundResponse('/blog/BAD', true));
    expect(classifyRouteError(error)).toEqual({ kind: 'not-found', fatal: true, path: '/blog/BAD' });
  });

  it('treats any other 404 as a non-fatal not-found', () => {
    const error = { status: 404, statusText: 'Not Found', data: 'gone', internal: false };
    expect(classifyRouteError(error)).toMatchObject({ kind: 'not-found', fatal: false });
  });

  it('treats a thrown Error as a generic error', () => {
    expect(classifyRouteError(new Error('boom'))).toMatchObject({ kind: 'error', message: 'boom' });
  });

  it('treats other statuses and odd values as generic errors', () => {
    expect(classifyRouteError({ status: 500, statusText: 'Oops', data: null, internal: false })).toMatchObject({
      kind: 'error',
      message: '500 Oops',
    });
    expect(classifyRouteError('text')).toMatchObject({ kind: 'error', message: 'text' });
  });
});

describe('notFoundMessage', () => {
  it('uses the spec wording for each case', () => {
    expect(notFoundMessage('/x', false)).toBe('Page not found: /x');
    expect(notFoundMessage('/x', true)).toBe('Page Not Found: /x');
  });
});
