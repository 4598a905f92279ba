import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from './enums';
import {
  availableOrderActions,
  canOpsMove,
  checkOrderAction,
  opsMoves,
  orderActions,
  orderListStatusCode,
  type OrderAction,
} from './order-state';

const statuses = Object.keys(orderStatuses) as OrderStatus[];

/**
 * The decision table, written out by hand: one column per status in code order
 * (saved sent underway with_captain with_company returned given wallet deleted resent missing_return
 * expired_return delayed uncompleted); `x` = a client may take the action in that status.
 */
const allowed: Record<OrderAction, string> = {
  //           1 2 3 4 5 6 7 8 9 10 11 12 13 14
  send: '       x . . . . . . . . .  .  .  .  .',
  unsend: '     . x . . . . . . . .  .  .  .  .',
  archive: '    x x . . . . . . . .  .  .  .  x',
  urgent: '     x x x x . . . . . x  .  .  x  x',
  delay: '      . x x x . . . . . x  .  .  x  .',
  resend: '     . . . . x x . . . .  .  x  .  x',
  return_on_sender: '. x x x . . . . . x  .  .  x  x',
  cancel: '     . x x x . . . . . x  .  .  x  .',
  rate: '       . . . . . . x x . .  .  .  .  .',
  edit: '       x x x x . . . . . x  .  .  x  x',
  edit_amount: ' x x . . . . . . . .  .  .  .  x',
};
const adminOnly: OrderAction[] = ['archive', 'cancel'];

function expectedStatuses(action: OrderAction): OrderStatus[] {
  const marks = allowed[action].trim().split(/\s+/);
  expect(marks, action).toHaveLength(14);
  return statuses.filter((_, i) => marks[i] === 'x');
}

describe('order state machine', () => {
  it('matches the decision table for every actor, action and status', () => {
    let checked = 0;
    for (const action of orderActions) {
      const expected = new Set(expectedStatuses(action));
      for (const status of statuses) {
        for (const actor of ['client_admin', 'client_user'] as const) {
          const result = checkOrderAction(actor, action, status);
          const roleOk = actor === 'client_admin' || !adminOnly.includes(action);
          const shouldPass = roleOk && expected.has(status);
          expect(result.ok, `${actor} ${action} ${status}`).toBe(shouldPass);
          if (!result.ok) expect(result.reason).toBe(roleOk ? 'status' : 'role');
          checked += 1;
        }
      }
    }
    expect(checked).toBe(orderActions.length * 14 * 2);
  });

  it('sends a saved order and takes a sent one back to saved', () => {
    expect(checkOrderAction('client_user', 'send', 'saved')).toEqual({ ok: true, to: 'sent' });
    expect(checkOrderAction('client_user', 'unsend', 'sent')).toEqual({ ok: true, to: 'saved' });
    expect(checkOrderAction('client_admin', 'archive', 'saved')).toEqual({ ok: true, to: 'deleted' });
    expect(checkOrderAction('client_admin', 'cancel', 'with_captain')).toEqual({
      ok: true,
      to: 'uncompleted',
    });
    expect(checkOrderAction('client_user', 'delay', 'underway')).toEqual({ ok: true, to: 'delayed' });
    expect(checkOrderAction('client_user', 'resend', 'returned')).toEqual({ ok: true, to: 'resent' });
  });

  it('keeps the status for flag-only actions (urgent, return on sender, rate, edit)', () => {
    for (const action of ['urgent', 'return_on_sender', 'rate', 'edit', 'edit_amount'] as const) {
      const [status] = expectedStatuses(action);
      expect(checkOrderAction('client_admin', action, status!)).toEqual({ ok: true, to: undefined });
    }
  });

  it('never lets a client deliver, settle or un-delete an order', () => {
    for (const action of orderActions) {
      const to = (checkOrderAction('client_admin', action, 'saved') as { to?: OrderStatus }).to;
      expect(['given', 'wallet', 'with_captain', 'underway']).not.toContain(to);
    }
    expect(availableOrderActions('client_admin', 'deleted')).toEqual([]);
  });

  it('allows the amount to change only where the whole order may be edited', () => {
    for (const status of expectedStatuses('edit_amount')) expect(expectedStatuses('edit')).toContain(status);
    expect(checkOrderAction('client_admin', 'edit_amount', 'with_captain')).toEqual({
      ok: false,
      reason: 'status',
    });
  });

  it('lets a sub-user prepare and follow orders but not archive or cancel them', () => {
    expect(availableOrderActions('client_user', 'saved')).toEqual(['send', 'urgent', 'edit', 'edit_amount']);
    expect(availableOrderActions('client_admin', 'saved')).toEqual([
      'send',
      'archive',
      'urgent',
      'edit',
      'edit_amount',
    ]);
  });

  it('moves through operations only along the delivery path', () => {
    expect(canOpsMove('sent', 'underway')).toBe(true);
    expect(canOpsMove('with_captain', 'given')).toBe(true);
    expect(canOpsMove('saved', 'given')).toBe(false);
    expect(canOpsMove('deleted', 'saved')).toBe(false);
    // every status is reachable from saved by client actions and operations together
    const reached = new Set<OrderStatus>(['saved']);
    for (let round = 0; round < 14; round++) {
      for (const from of [...reached]) {
        for (const to of opsMoves[from]) reached.add(to);
        for (const action of orderActions) {
          const r = checkOrderAction('client_admin', action, from);
          if (r.ok && r.to) reached.add(r.to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...statuses].sort());
  });

  it('maps each list screen to its status', () => {
    expect(orderListStatusCode('SavedOrder')).toBe(1);
    expect(orderListStatusCode('GivenOrder')).toBe(7);
    expect(orderListStatusCode('DelayOrder')).toBe(13);
    expect(orderListStatusCode('UncompletedOrder')).toBe(14);
  });
});
