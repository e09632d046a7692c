/** The document changed on the server since it was opened for editing (its version moved on). */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
}
