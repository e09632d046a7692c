import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-schema';
import {
  canMove,
  cancelReasonProblem,
  checkStep,
  isFinalStatus,
  needsConnection,
  statusUpdate,
  stockMovement,
} from './order-status';

/** The contract's steps, written out by hand rather than read from the code under test. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['requested', 'confirmed'],
  ['requested', 'cancelled'],
  ['confirmed', 'ready'],
  ['confirmed', 'cancelled'],
  ['ready', 'collected'],
  ['ready', 'cancelled'],
];
const allowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const ALL_PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const REFUSED = ALL_PAIRS.filter(([from, to]) => !allowed(from, to));

describe('order status machine', () => {
  it('has 6 allowed and 19 refused steps among the 25 pairs', () => {
    expect(ALL_PAIRS).toHaveLength(25);
    expect(REFUSED).toHaveLength(19);
  });

  it.each(ALLOWED)('allows %s → %s (online, with a reason where one is needed)', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(checkStep(from, to, { online: true, reason: 'Sold out at the stall' })).toEqual({ ok: true });
  });

  it.each(REFUSED)('refuses %s → %s, online or not, and says why', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    for (const online of [true, false]) {
      const result = checkStep(from, to, { online, reason: 'A reason' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/already|cannot change any more|can only be/);
    }
  });

  it.each([
    ['requested', 'ready', 'This order is new: it can only be confirmed or cancelled next.'],
    ['confirmed', 'collected', 'This order is confirmed: it can only be marked ready or cancelled next.'],
    ['ready', 'confirmed', 'This order is ready to collect: it can only be marked collected or cancelled next.'],
    ['collected', 'cancelled', 'This order has been collected: it cannot change any more.'],
    ['cancelled', 'confirmed', 'This order was cancelled: it cannot change any more.'],
    ['ready', 'ready', 'This order is already marked ready.'],
  ] as const)('names what a refused step from %s to %s could be instead', (from, to, message) => {
    // Cancelling needs a reason: one is given, so that the step itself is what is refused.
    const reason = to === 'cancelled' ? { reason: 'x' } : {};
    expect(checkStep(from, to, { online: true, ...reason })).toEqual({ ok: false, message });
  });

  it('treats collected and cancelled as final, and only them', () => {
    for (const status of ORDER_STATUSES) {
      expect(isFinalStatus(status), status).toBe(status === 'collected' || status === 'cancelled');
    }
  });

  it('needs a connection to confirm, and says so offline', () => {
    expect(checkStep('requested', 'confirmed', { online: false })).toEqual({
      ok: false,
      message: 'Confirming needs a connection: try again when you are back online.',
    });
  });

  it('does every other step offline: ready, collected, and cancelling (stock goes back once online)', () => {
    expect(checkStep('confirmed', 'ready', { online: false })).toEqual({ ok: true });
    expect(checkStep('ready', 'collected', { online: false })).toEqual({ ok: true });
    for (const from of ['requested', 'confirmed', 'ready'] as const) {
      expect(checkStep(from, 'cancelled', { online: false, reason: 'Customer cannot come' }), from).toEqual({
        ok: true,
      });
    }
  });

  it('moves stock only when confirming (take) and when cancelling a confirmed or ready order (return)', () => {
    const moves = Object.fromEntries(ALLOWED.map(([from, to]) => [`${from}→${to}`, stockMovement(from, to)]));
    expect(moves).toEqual({
      'requested→confirmed': 'take',
      'requested→cancelled': null,
      'confirmed→ready': null,
      'confirmed→cancelled': 'return',
      'ready→collected': null,
      'ready→cancelled': 'return',
    });
    for (const [from, to] of ALLOWED) expect(needsConnection(from, to)).toBe(stockMovement(from, to) === 'take');
  });

  it('needs a reason to cancel: not empty, one line, at most 300 characters', () => {
    for (const from of ['requested', 'confirmed', 'ready'] as const) {
      for (const reason of [undefined, null, '', '   ']) {
        const result = checkStep(from, 'cancelled', { online: true, reason });
        expect(result).toEqual({
          ok: false,
          message: 'Please say why the order is cancelled: the customer sees the reason.',
        });
      }
    }
    expect(cancelReasonProblem('x'.repeat(300))).toBeNull();
    expect(cancelReasonProblem('x'.repeat(301))).toBe('Please keep the reason under 300 characters.');
    expect(cancelReasonProblem('Two\nlines')).toBe('Please write the reason on one line.');
    expect(cancelReasonProblem('  Sold out  ')).toBeNull();
  });

  it('writes the status, its time, who and when, and the trimmed reason when cancelling', () => {
    const NOW = { serverTime: true };
    expect(statusUpdate('confirmed', { uid: 'seller-1' }, NOW)).toEqual({
      status: 'confirmed',
      'statusTimes.confirmed': NOW,
      updatedAt: NOW,
      updatedBy: 'seller-1',
    });
    expect(statusUpdate('ready', { uid: 'seller-1', reason: 'ignored' }, NOW)).toEqual({
      status: 'ready',
      'statusTimes.ready': NOW,
      updatedAt: NOW,
      updatedBy: 'seller-1',
    });
    expect(statusUpdate('cancelled', { uid: 'editor-1', reason: '  Sold out of damsons ' }, NOW)).toEqual({
      status: 'cancelled',
      'statusTimes.cancelled': NOW,
      cancelReason: 'Sold out of damsons',
      updatedAt: NOW,
      updatedBy: 'editor-1',
    });
  });
});
