// Kept apart from the update checker (update-controller.ts), so the first page load, whose route
// preloading asks this, does not carry the checker with it.

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G-class connection. */
export function isSlowConnection(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}
