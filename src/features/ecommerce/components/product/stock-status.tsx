import { Text } from '@mantine/core';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { MAX_QTY } from '../../types';
import classes from './product.module.css';

/** From this many units down (the most a cart line holds), the page says how few are left. */
export const LOW_STOCK = MAX_QTY;

/** "Em estoque", "Apenas 3 em estoque" or "Esgotado", with an icon and a colour to match. */
export function StockStatus({ stock }: { stock: number }) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  const level = stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
  const Icon = { out: CircleX, low: TriangleAlert, in: CircleCheck }[level];
  const words = {
    out: () => t('product.outOfStock'),
    low: () => t('product.lowStock', { count: stock, formatted: number(stock) }),
    in: () => t('product.inStock'),
  }[level]();
  return (
    <Text size="sm" fw={500} className={classes.status} data-level={level}>
      <Icon size={16} aria-hidden="true" />
      {words}
    </Text>
  );
}
