/**
 * The browser's Cache Storage in memory, for the service worker's tests: each cache holds request URLs;
 * `add` and `addAll` "fetch" from `served` (anything else fails as a network error would), each fetch
 * taking one turn of the event loop so that requests at once can be counted.
 */
export function memoryCacheStorage(initial: Record<string, string[]>, served: ReadonlySet<string> = new Set()) {
  const caches = new Map(Object.entries(initial).map(([name, urls]) => [name, new Set(urls)]));
  const fetched: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const fetchOne = async (url: string): Promise<void> => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight -= 1;
    if (!served.has(url)) throw new TypeError(`Failed to fetch ${url}`);
    fetched.push(url);
  };
  const open = (name: string) => {
    const urls = caches.get(name) ?? new Set<string>();
    caches.set(name, urls);
    return Promise.resolve({
      keys: () => Promise.resolve([...urls].map((url) => new Request(url))),
      add: async (url: string) => {
        await fetchOne(url);
        urls.add(url);
      },
      addAll: async (requests: string[]) => {
        const missing = requests.filter((url) => !served.has(url));
        if (missing.length > 0) throw new TypeError(`Failed to fetch ${missing.join(', ')}`);
        await Promise.all(requests.map(fetchOne));
        requests.forEach((url) => urls.add(url));
      },
      delete: (request: Request) => Promise.resolve(urls.delete(request.url)),
    } as unknown as Cache);
  };
  return {
    storage: { keys: () => Promise.resolve([...caches.keys()]), open },
    contents: (name: string) => [...(caches.get(name) ?? [])].sort(),
    fetched,
    mostAtOnce: () => mostAtOnce,
  };
}
