import type { Product } from '@courier/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { notifyProduct } from './notify';

interface ProductsListProps {
  onEdit: (product: Product) => void;
}

/** The catalogue: search, the list kit's table (cards on a phone), "load more" following next_page_url. */
export function ProductsList({ onEdit }: ProductsListProps) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useProducts(debounced);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<Product | null>(null);

  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyProduct('deleted');
      setDeleting(null);
    } catch (error) {
      notifyProduct('deleted', error);
    }
  };

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {query.isPending ? (
        <LoadingBlocks heights={[90, 90, 90]} />
      ) : query.isError ? (
        <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text>{debounced ? t('list.noMatch') : t('list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('list.shown', { shown: rows.length, count: total })}
          </Text>
          <DataTable<Product, number>
            id="products"
            caption={t('list.label')}
            rows={rows}
            rowKey={(p) => p.id}
            columns={[
              {
                key: 'name',
                header: t('fields.name'),
                rowHeader: true,
                width: 12,
                sortValue: (p) => p.product_name,
                cell: (p) => <bdi>{p.product_name}</bdi>,
              },
              {
                key: 'sku',
                header: t('fields.sku'),
                width: 9,
                sortValue: (p) => p.code_sky,
                cell: (p) => <bdi>{p.code_sky}</bdi>,
              },
              {
                key: 'quantity',
                header: t('fields.quantity'),
                nowrap: true,
                sortValue: (p) => Number(p.quantity),
                cell: (p) => String(p.quantity),
              },
              {
                key: 'actions',
                header: t('list.actions'),
                pinned: true,
                width: 6,
                cell: (product) => (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('list.edit', { name: product.product_name })}
                      onClick={() => onEdit(product)}
                    >
                      <IconEdit size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t('list.delete', { name: product.product_name })}
                      onClick={() => setDeleting(product)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ),
              },
            ]}
          />
          {query.hasNextPage && (
            <Group justify="center">
              <Button
                variant="light"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('list.loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.product_name ?? '' })}
        confirmLabel={t('delete.confirm')}
        danger
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
