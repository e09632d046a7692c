// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { firstRenderDone, holdIdleWorkUntilFirstRender } from '@/lib/staged-import';
import { installState, watchInstallability } from './install-prompt';

it('offers to install only once the app has adopted the page, which was built without the button', async () => {
  holdIdleWorkUntilFirstRender();
  watchInstallability(window);
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  window.dispatchEvent(offer);
  expect(offer.defaultPrevented).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(installState.canPrompt).toBe(false);
  firstRenderDone();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(installState.canPrompt).toBe(true);
});
