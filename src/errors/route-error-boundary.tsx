import { useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import {
  handleChunkFailure,
  isChunkLoadError,
  isReloadingForChunk,
  type ChunkFailureAction,
} from '@/lib/chunk-reload-guard';
import { GenericErrorPage, NotFoundPage, OfflinePage } from './error-pages';
import { classifyRouteError } from './route-errors';

interface RouteErrorBoundaryProps {
  /** `page`: shown inside the layout. `root`: the last resort, a full page with no layout. */
  level: 'page' | 'root';
}

/** The router's error element: not-found for 404s, the generic error page for anything else. */
export function RouteErrorBoundary({ level }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const location = useLocation();
  const classified = classifyRouteError(error);
  // A part of the app failed to download: reload once, then show the error (docs/specification.md §8). Cut off because
  // the visitor is leaving: nothing, unless the page is still here a moment later.
  const [decidedLater, setDecidedLater] = useState<ChunkFailureAction>();
  const [chunkAction] = useState(() =>
    isChunkLoadError(error) ? handleChunkFailure(window, Date.now(), setDecidedLater) : undefined,
  );
  const action = decidedLater ?? chunkAction;

  if (action === 'leaving' || isReloadingForChunk()) return null;
  if (classified.kind === 'not-found') {
    // A fatal 404 must fill the page: hand it up to the root boundary, outside the layout.
    if (classified.fatal && level === 'page') throw error;
    return <NotFoundPage path={classified.path ?? location.pathname} fatal={level === 'root'} />;
  }
  if (action === 'offline') return <OfflinePage fatal={level === 'root'} />;
  return <GenericErrorPage fatal={level === 'root'} message={classified.message} stack={classified.stack} />;
}
