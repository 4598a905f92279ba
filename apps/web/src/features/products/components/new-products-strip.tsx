import { Badge, Group, Paper, Text } from '@mantine/core';
import type { Product } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';

/** spec §4: the products added in this visit, kept apart from the list (newest first). */
export function NewProductsStrip({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('products');
  if (products.length === 0) return null;
  return (
    <Paper withBorder p="sm" mb="md" component="section" aria-labelledby="new-products-title">
      <Text id="new-products-title" fw={600} size="sm" mb="xs">
        {t('newProducts.title', { count: products.length })}
      </Text>
      <Group gap="xs" wrap="wrap">
        {products.map((p) => (
          <Badge key={p.id} variant="outline" color="teal.9" size="lg" tt="none">
            {p.product_name} · <bdi>{p.code_sky}</bdi>
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
