import { proxy } from 'valtio';
import { afterFirstRender } from '@/lib/staged-import';
import { requestPersistentStorage } from '@/lib/storage-state';

/** Chrome's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installState = proxy({
  /** The browser offered to install the app; we can show our own button. */
  canPrompt: false,
  /** Running as an installed app (standalone window). */
  installed: false,
  /** iPhone or iPad Safari: no prompt exists, so we explain Add to Home Screen instead. */
  showIosInstructions: false,
});

let deferredPrompt: BeforeInstallPromptEvent | undefined;

function isIosSafari(nav: Navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && nav.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

export function watchInstallability(win: Window): void {
  const standalone = win.matchMedia('(display-mode: standalone)');
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  installState.installed = standalone.matches || iosStandalone;
  installState.showIosInstructions = !installState.installed && isIosSafari(win.navigator);
  standalone.addEventListener('change', (event) => {
    installState.installed = event.matches;
  });

  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    // Shown once the app has adopted the page, which was built without the button: changed before, the first
    // render would not match the page and React would build it all anew.
    void afterFirstRender().then(() => {
      if (deferredPrompt) installState.canPrompt = true;
    });
  });
  win.addEventListener('appinstalled', () => {
    deferredPrompt = undefined;
    installState.canPrompt = false;
    installState.installed = true;
    // An installed app should keep its offline copy: ask the browser not to clear it under pressure.
    void requestPersistentStorage(win.navigator);
  });
}

/** Shows the browser's install dialog. */
export async function promptInstall(): Promise<boolean> {
  const prompt = deferredPrompt;
  if (!prompt) return false;
  deferredPrompt = undefined;
  installState.canPrompt = false;
  await prompt.prompt();
  return (await prompt.userChoice).outcome === 'accepted';
}
