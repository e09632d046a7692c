import { describe, expect, it } from 'vitest';
import { blockingTasks, pageMainThread } from './blocking-tasks-lib.mjs';

const PAGE = { pid: 1, tid: 10 };
const WORKER = { pid: 1, tid: 20 };

const threadName = ({ pid, tid }, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
const complete = ({ pid, tid }, name, ts, dur) => ({ ph: 'X', name, pid, tid, ts, dur });
const frame = (id, functionName, url, parent) => ({
  id,
  parent,
  callFrame: { functionName, url, lineNumber: 0 },
});

/**
 * A page thread with one 80 ms task (20 ms of it compiling functions on first call) and one of 5 ms, a
 * service worker thread that is also a renderer main thread but quieter, and samples: 60 ms in `createRouter`
 * called from `startApp`, then 20 ms in `parse` called from the page's module.
 */
function trace() {
  return [
    threadName(PAGE, 'CrRendererMain'),
    threadName(WORKER, 'CrRendererMain'),
    complete(WORKER, 'RunTask', 0, 90_000),
    complete(PAGE, 'RunTask', 1_000, 80_000),
    // The same task seen by the message loop: nested, so not counted twice.
    complete(PAGE, 'ThreadControllerImpl::RunTask', 1_000, 79_000),
    complete(PAGE, 'V8.CompileCode', 2_000, 15_000),
    complete(PAGE, 'V8.ParseFunction', 20_000, 5_000),
    complete(PAGE, 'RunTask', 100_000, 5_000),
    complete(PAGE, 'Layout', 100_000, 4_000),
    { ph: 'P', name: 'Profile', pid: 1, tid: 10, id: '0x1', args: { data: { startTime: 1_000 } } },
    {
      ph: 'P',
      name: 'ProfileChunk',
      pid: 1,
      tid: 10,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, '(root)', ''),
              frame(2, 'startApp', 'http://x/assets/index.js', 1),
              frame(3, 'createRouter', 'http://x/assets/index.js', 2),
              frame(4, '', 'http://x/assets/page.js', 1),
              frame(5, 'parse', 'http://x/assets/schemas.js', 4),
            ],
            samples: [3, 5],
          },
          timeDeltas: [0, 60_000],
        },
      },
    },
  ];
}

describe('pageMainThread', () => {
  it('is the renderer main thread with the most work', () => {
    expect(pageMainThread(trace())).toEqual(PAGE);
  });
});

describe('blockingTasks', () => {
  it('lists each long task once, with its first-call compiling and what it ran, from where', () => {
    const [task, ...others] = blockingTasks(trace(), { minMs: 10, since: 0 });
    expect(others).toEqual([]);
    expect(task).toMatchObject({ startMs: 1, durationMs: 80, lazyCompileMs: 20 });
    expect(task.self).toEqual([
      { name: 'createRouter index.js:0', ms: 60 },
      { name: 'parse schemas.js:0', ms: 20 },
    ]);
    expect(task.roots).toEqual([
      { name: 'startApp index.js:0 > createRouter index.js:0', ms: 60 },
      { name: '(anonymous) page.js:0 > parse schemas.js:0', ms: 20 },
    ]);
  });

  it('leaves out tasks shorter than asked', () => {
    expect(blockingTasks(trace(), { minMs: 1, since: 0 }).map((task) => task.durationMs)).toEqual([80, 5]);
    expect(blockingTasks(trace(), { minMs: 100 })).toEqual([]);
  });
});
