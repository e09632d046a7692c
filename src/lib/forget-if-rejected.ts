/**
 * For a load that is kept and shared once started: if it fails, `forget` drops it so the next call
 * tries again rather than repeating the failure. Offline, Firebase's code may not be on this device
 * yet (it is kept after its first use) and arrives with the connection.
 */
export function forgetIfRejected<Value>(promise: Promise<Value>, forget: (error: unknown) => void): Promise<Value> {
  return promise.catch((error: unknown) => {
    forget(error);
    throw error;
  });
}
