/**
 * The orders feature's query root (`orderKeys.all`): new orders appear in its lists. Features do not
 * import each other, so the key is repeated here.
 */
export const ordersQueryRoot = ['orders'] as const;
