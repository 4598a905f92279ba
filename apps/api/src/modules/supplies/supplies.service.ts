import { cairoDay } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SuppliesRepository } from './supplies.repository';

/** A decimal string above zero (read as text: money never becomes a float). */
const isPositive = (amount: string) => !amount.startsWith('-') && /[1-9]/.test(amount);

export interface SuppliesDeps {
  supplies: SuppliesRepository;
  clock: Clock;
}

/**
 * The supply rule (decision 009): the balance the courier holds for a client, whether a supply may be
 * requested and when the next one is. The dashboard answers `GET balance` with it; the missions module
 * asks it before adding a supply (inside its transaction, through `tx`).
 */
export function createSuppliesService(deps: SuppliesDeps) {
  return {
    async supplyState(clientId: number, tx?: Db) {
      const figures = await deps.supplies.balance(clientId, cairoDay(deps.clock.now()), tx);
      return {
        ...figures,
        /** Collected cash not yet supplied, and no supply mission already open. */
        suppliedAvailable: isPositive(figures.balance) && !figures.hasOpenSupply,
        nextSupply: figures.openSupplyDay ?? figures.nextSupplyDay,
      };
    },
  };
}

export type SuppliesService = ReturnType<typeof createSuppliesService>;
