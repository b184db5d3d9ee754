import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ecommercePaths } from '../../paths';
import classes from './product.module.css';

/** The page's shape while the product loads: the picture's square and the lines beside it. */
export function ProductDetailSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.detail} aria-busy="true">
      <div className={classes.picture}>
        <Skeleton className={classes.pictureSkeleton} radius="md" />
      </div>
      <Stack gap="sm" className={classes.info} aria-hidden="true">
        <Skeleton height={14} width="35%" radius="sm" />
        <Skeleton height={18} width="45%" radius="sm" />
        <Skeleton height={32} width="30%" radius="sm" />
        <Skeleton height={16} width="40%" radius="sm" />
        <Skeleton height={80} radius="sm" />
        <Skeleton height={60} width="50%" radius="sm" />
        <Group gap="sm">
          <Skeleton height={42} width={200} radius="sm" />
          <Skeleton height={42} width={42} radius="sm" />
        </Group>
      </Stack>
    </Card>
  );
}

/** No product at that address (unknown or gone): said in words, with the way back to the shop. */
export function ProductNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" className={classes.notFound}>
        <PackageSearch size={40} aria-hidden="true" />
        <Title order={2} fz="h3">
          {t('product.notFound.title')}
        </Title>
        <Text c="dimmed" ta="center" className={classes.wrap}>
          {t('product.notFound.text', { slug })}
        </Text>
        <Button component={Link} to={ecommercePaths.shop} mt="sm">
          {t('product.backToShop')}
        </Button>
      </Stack>
    </Card>
  );
}
