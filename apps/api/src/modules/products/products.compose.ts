import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createProductsRepository } from './products.repository';
import { productsRoutes } from './products.routes';
import { createProductsService } from './products.service';

export function composeProducts({ db }: ComposeKit) {
  const products = createProductsService({ products: createProductsRepository(db) });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(productsRoutes), { products });
  };
  return { products, client };
}
