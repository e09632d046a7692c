import type { DevicePart } from '@/collections/device-part';

/**
 * What the market keeps on this device (src/collections/device-part.ts): order forms' drafts, which hold
 * a name, an email address and a phone number, and order requests waiting to be sent, which must not go
 * out later under the next person's account.
 */
export const devicePart: DevicePart = {
  feature: 'market',
  async forgetAccount(uid) {
    await Promise.all([
      import('./shop-device').then((shop) => shop.forgetOrderDrafts()),
      import('./order-outbox').then((orders) => orders.orderOutbox.forgetAccount(uid)),
    ]);
  },
  async waitingOf(uid) {
    const count = await import('./order-outbox').then((orders) => orders.orderOutbox.countWaitingOf(uid));
    return {
      count,
      text:
        count === 1
          ? '1 order request has not been sent to its shop yet.'
          : `${count} order requests have not been sent to their shops yet.`,
      whenOffline:
        count === 1 ? 'It will be sent when you are back online.' : 'They will be sent when you are back online.',
    };
  },
  // Order requests made on an earlier visit and not sent yet go now (the outbox's code loads only then).
  // A visitor's details kept past their 30 days are forgotten first (a shared device: forget-shopper.ts).
  async resume(target) {
    const { forgetShopperIfExpired } = await import('./forget-shopper');
    const signOutAnonymous = () =>
      import('@/domains/accounts/account-data').then((data) => data.signOutAnonymousAccount());
    await forgetShopperIfExpired(signOutAnonymous).catch((error: unknown) => {
      console.warn('Could not check how long this device has kept a visitor’s details', error);
    });
    const { ordersWaiting } = await import('./shop-device');
    if (await ordersWaiting()) (await import('./order-outbox')).resumeOrderOutbox(target);
  },
};
