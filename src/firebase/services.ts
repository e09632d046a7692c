/** Everything the app loads from this layer in one dynamic import, after the shell has painted. */
export { createAuthService, type AuthService, type AuthUser } from './auth-service';
export { watchDatabaseConnection, watchEarlierPendingWrites } from './connection-monitor';
export { clearFirestoreCopy, FirebaseConfigurationError, loadFirebase, takeOverSignOutChannel } from './firebase-app';
