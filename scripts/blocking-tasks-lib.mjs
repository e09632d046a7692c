/**
 * Reads a Chromium trace (with `disabled-by-default-v8.cpu_profiler`) and says what each long task on the
 * page's main thread spent its time on: the functions sampled in it, the code each call started from, and
 * how much of it was V8 compiling functions on first call. Lighthouse's blocking time says how much; this
 * says where, without opening DevTools. Used by scripts/blocking-tasks.mjs.
 */

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** V8 compiling a function the first time it is called, on the thread that calls it. */
const LAZY_COMPILE_EVENTS = new Set(['V8.CompileCode', 'V8.ParseFunction']);

/** The renderer's main thread with the most work: the page's (service workers run on threads of their own). */
export function pageMainThread(events) {
  const names = new Map();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name);
  const busy = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && names.get(thread) === 'CrRendererMain') busy.set(thread, (busy.get(thread) ?? 0) + 1);
  }
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) return undefined;
  const [pid, tid] = thread.split(':').map(Number);
  return { pid, tid };
}

/** The CPU profile of one thread, as sample times (µs, the trace's clock) and the frames of each sample. */
export function threadSamples(events, { pid, tid }) {
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid || !profileIds.has(event.id)) continue;
    const data = event.args?.data ?? {};
    if (event.name === 'Profile') {
      time = data.startTime ?? time;
      continue;
    }
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      time += deltas[index] ?? 0;
      samples.push({ time, id });
    });
  }
  samples.sort((a, b) => a.time - b.time);
  return { nodes, samples };
}

function frameName(node) {
  const { functionName, url = '', lineNumber } = node.callFrame ?? {};
  const file = url.split('/').pop();
  return file ? `${functionName || '(anonymous)'} ${file}:${lineNumber}` : functionName || '(unknown)';
}

/** The outermost frames of a sample that belong to a script, outermost first, at most `depth`. */
function callRoot(nodes, id, depth) {
  const frames = [];
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) if (node.callFrame?.url) frames.push(node);
  return frames.reverse().slice(0, depth).map(frameName).join(' > ');
}

function largest(totals, count) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));
}

/**
 * Each task on the page's main thread of at least `minMs`, from `since` (µs, the trace's clock; the first
 * event by default): when it started (ms after `since`), how long it ran, the time V8 spent compiling
 * functions on first call within it, and the functions and call roots it spent its samples in.
 */
export function blockingTasks(events, { minMs = 12.5, since, depth = 2, shown = 6 } = {}) {
  const thread = pageMainThread(events);
  if (!thread) return [];
  const onThread = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number',
  );
  // A loop, not Math.min(...): a trace of a minute has more events than a call takes arguments.
  const start = since ?? onThread.reduce((earliest, e) => Math.min(earliest, e.ts), Number.POSITIVE_INFINITY);
  const { nodes, samples } = threadSamples(events, thread);
  const tasks = [];
  let outerEnd = -Infinity;
  for (const task of onThread.filter((e) => TOP_LEVEL_TASKS.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    // Tasks nest (a message loop's task inside another's): only the outer one counts.
    if (task.ts < outerEnd) continue;
    outerEnd = task.ts + task.dur;
    if (task.dur / 1000 < minMs) continue;
    let lazyCompileUs = 0;
    for (const event of onThread)
      if (LAZY_COMPILE_EVENTS.has(event.name) && event.ts >= task.ts && event.ts < outerEnd) lazyCompileUs += event.dur;
    const self = new Map();
    const roots = new Map();
    const inTask = samples.filter((sample) => sample.time >= task.ts && sample.time < outerEnd);
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.time ?? outerEnd;
      const ms = (next - sample.time) / 1000;
      const node = nodes.get(sample.id);
      if (!node) return;
      self.set(frameName(node), (self.get(frameName(node)) ?? 0) + ms);
      const root = callRoot(nodes, sample.id, depth) || frameName(node);
      roots.set(root, (roots.get(root) ?? 0) + ms);
    });
    tasks.push({
      startMs: Math.round((task.ts - start) / 1000),
      durationMs: Math.round(task.dur / 100) / 10,
      lazyCompileMs: Math.round(lazyCompileUs / 100) / 10,
      self: largest(self, shown),
      roots: largest(roots, shown),
    });
  }
  return tasks;
}
