import { Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useProduct } from '../api';
import { ProductDetail } from '../components/product/product-detail';
import {
  ProductDetailSkeleton,
  ProductNotFound,
} from '../components/product/product-detail-states';
import classes from '../components/product/product.module.css';
import { RelatedProducts } from '../components/product/related-products';
import { ecommercePaths } from '../paths';

export const namespaces = ['ecommerce'] as const;

/** `/apps/ecommerce/product-detail/:slug`: one product, to buy, wish for or share; related ones. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  if (slug === '') return <Navigate replace to={ecommercePaths.shop} />;
  return <ProductView key={slug} slug={slug} />;
}

function ProductView({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce');
  const query = useProduct(slug);
  const product = query.data?.product;
  const title = product?.name ?? t('product.pageTitle');

  let body;
  if (query.data) {
    body = (
      <>
        <ProductDetail product={query.data.product} />
        <RelatedProducts products={query.data.related} />
      </>
    );
  } else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <ProductNotFound slug={slug} />
      ) : (
        <QueryError
          error={query.error}
          title={t('product.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      );
  } else {
    body = <ProductDetailSkeleton />;
  }

  return (
    <Stack gap={0} className={classes.page}>
      <PageHeader
        title={title}
        crumbs={[{ label: t('shop.title'), to: ecommercePaths.shop }, { label: title }]}
      />
      {body}
    </Stack>
  );
}
