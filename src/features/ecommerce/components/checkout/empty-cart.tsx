import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Landscape, sceneColors } from '@/components/illustrations/landscape';
import { useTranslation } from '@/lib/i18n-react';
import { ecommercePaths } from '../../paths';
import classes from './checkout.module.css';

/** An empty cart: a bag with nothing in it, what to do, and the way to the shop. */
export function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" className={classes.empty}>
      <div className={classes.emptyScene}>
        <Landscape>
          <path
            d="M160 92h80l10 104h-100Z"
            fill={sceneColors.paper}
            stroke={sceneColors.ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M178 106v-18a22 22 0 0 1 44 0v18"
            fill="none"
            stroke={sceneColors.ink}
            strokeWidth="4"
            strokeLinecap="round"
          />
        </Landscape>
      </div>
      <Title order={2} size="h3">
        {t('empty.title')}
      </Title>
      <Text c="dimmed" maw="40ch">
        {t('empty.hint')}
      </Text>
      <Group gap="sm" justify="center">
        <Button component={Link} to={ecommercePaths.shop}>
          {t('empty.toShop')}
        </Button>
        <Button component={Link} to={ecommercePaths.wishlist} variant="default">
          {t('empty.toWishlist')}
        </Button>
      </Group>
    </Stack>
  );
}
