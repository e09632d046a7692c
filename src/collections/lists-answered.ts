/** Live lists still waiting for the server's first answer, and who waits for there to be none. */
let listsAwaitingServer = 0;
const waitingForLists: (() => void)[] = [];

/** Counts a live list until the server first answers it (or it stops); returns what marks that. */
export function awaitServerAnswer(): () => void {
  listsAwaitingServer += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    listsAwaitingServer -= 1;
    if (listsAwaitingServer === 0) for (const resume of waitingForLists.splice(0)) resume();
  };
}

/**
 * Settles once every live list on the page has had the server's first answer, or after `atMostMs`.
 * Background work that shares Firestore's one queue (filling the offline copy) waits for it, so the
 * lists a person is looking at come first.
 */
export function whenListsAnswered(atMostMs: number): Promise<void> {
  if (listsAwaitingServer === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    waitingForLists.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
