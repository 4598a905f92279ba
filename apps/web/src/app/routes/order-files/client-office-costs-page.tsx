import { CostsScreen } from './costs-pages';

/** `/ClientOfficeCosts`: office-pickup prices. */
export function ClientOfficeCostsPage() {
  return <CostsScreen kind="office" />;
}
