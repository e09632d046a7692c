import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSlowConnection } from './slow-connection';
import { createUpdateController, type UpdateControllerOptions } from './update-controller';

function setup(overrides: Partial<UpdateControllerOptions> = {}) {
  const visibleListeners: (() => void)[] = [];
  const idleCallbacks: (() => void)[] = [];
  const onNewBuild = vi.fn();
  let latest = 'build-a';
  const fetchLatestBuildId = vi.fn(async () => latest);
  const controller = createUpdateController({
    currentBuildId: 'build-a',
    fetchLatestBuildId,
    onNewBuild,
    isOnline: () => true,
    isSlowConnection: () => false,
    intervalMs: 15 * 60 * 1000,
    idleDelayMs: 1000,
    whenIdle: (callback) => idleCallbacks.push(callback),
    onVisible: (callback) => {
      visibleListeners.push(callback);
      return () => visibleListeners.splice(visibleListeners.indexOf(callback), 1);
    },
    ...overrides,
  });
  return {
    controller,
    fetchLatestBuildId,
    onNewBuild,
    publish: (id: string) => {
      latest = id;
    },
    becomeVisible: () => visibleListeners.forEach((listener) => listener()),
    becomeIdle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
    visibleListeners,
    idleCallbacks,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('update controller', () => {
  it('reports a newer build once, however many checks see it', async () => {
    const { controller, onNewBuild, publish } = setup();
    expect(await controller.check()).toBe('same');
    publish('build-b');
    expect(await controller.check()).toBe('new');
    expect(await controller.check()).toBe('new');
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
    publish('build-c');
    await controller.check();
    expect(onNewBuild).toHaveBeenLastCalledWith('build-c');
  });

  it('skips checks offline without asking the network', async () => {
    const { controller, fetchLatestBuildId } = setup({ isOnline: () => false });
    expect(await controller.check()).toBe('skipped-offline');
    expect(fetchLatestBuildId).not.toHaveBeenCalled();
  });

  it('never stacks checks', async () => {
    let release: (value: string) => void = () => undefined;
    const fetchLatestBuildId = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const { controller } = setup({ fetchLatestBuildId });
    const first = controller.check();
    expect(await controller.check()).toBe('skipped-busy');
    release('build-a');
    expect(await first).toBe('same');
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
  });

  it('treats a failed request as no news', async () => {
    const { controller, onNewBuild } = setup({ fetchLatestBuildId: () => Promise.reject(new Error('offline')) });
    expect(await controller.check()).toBe('failed');
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('checks on the interval, when the tab becomes visible, and once a second after idle', async () => {
    const { controller, fetchLatestBuildId, becomeVisible, becomeIdle } = setup();
    controller.start();
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(0);
    becomeIdle();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(4);
    controller.stop();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    becomeVisible();
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(4);
  });

  it('skips the early idle check on a very slow connection, but still polls', async () => {
    const { controller, fetchLatestBuildId, idleCallbacks } = setup({ isSlowConnection: () => true });
    controller.start();
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(1);
    controller.stop();
  });
});

describe('isSlowConnection', () => {
  const nav = (connection: object | undefined) => ({ connection }) as unknown as Navigator;
  it('is true for data saver and 2G', () => {
    expect(isSlowConnection(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isSlowConnection(nav({ effectiveType: '2g' }))).toBe(true);
    expect(isSlowConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
  });
  it('is false otherwise or when the browser does not say', () => {
    expect(isSlowConnection(nav({ effectiveType: '4g' }))).toBe(false);
    expect(isSlowConnection(nav(undefined))).toBe(false);
  });
});
