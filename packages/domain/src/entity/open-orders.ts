/**
 * The order states in which business with a supplier is still under way
 * (an exit waits for them, a warning names them): every state of the order's
 * workflow but the draft and the settled ones, so a new state counts at once.
 */
import purOrder from '../entities/purchase/order.ts';

const NOT_UNDER_WAY = ['DRAFT', 'REJECTED', 'CLOSED', 'CANCELLED'];

export const OPEN_ORDER_STATES: readonly string[] = Object.keys(purOrder.workflow!.states).filter((s) => !NOT_UNDER_WAY.includes(s));
