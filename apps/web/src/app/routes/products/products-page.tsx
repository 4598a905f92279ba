import type { Product } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { NewProductsStrip } from '@/features/products/components/new-products-strip';
import { ProductFormDialog } from '@/features/products/components/product-form-dialog';
import { ProductsList } from '@/features/products/components/products-list';

/** `/products` (clients with have_stock only; the guard sends the others to the 404 page). */
export function ProductsPage() {
  const { t } = useTranslation(['shell', 'products']);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [added, setAdded] = useState<Product[]>([]);

  return (
    <>
      <PageHeader title={t('pages.products')}>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {t('products:form.addTitle')}
        </Button>
      </PageHeader>
      <NewProductsStrip products={added} />
      <ProductsList onEdit={setEditing} />
      {editing !== null && (
        <ProductFormDialog
          product={editing === 'new' ? undefined : editing}
          onSaved={(product, isNew) => {
            if (isNew) setAdded((list) => [product, ...list]);
            else setAdded((list) => list.map((p) => (p.id === product.id ? product : p)));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
