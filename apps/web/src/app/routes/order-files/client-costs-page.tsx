import { CostsScreen } from './costs-pages';

/** `/ClientCosts`: home-delivery prices. */
export function ClientCostsPage() {
  return <CostsScreen kind="client" />;
}
