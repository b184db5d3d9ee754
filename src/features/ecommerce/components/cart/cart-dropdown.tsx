import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useCart } from '../../api';
import { ecommercePaths } from '../../paths';
import { cartTotals } from '../../totals';
import type { CartLine } from '../../types';
import classes from './cart.module.css';
import { useCartActions } from './use-cart-actions';

interface CartDropdownProps {
  onClose: () => void;
}

/** The navbar cart's dropdown (a lazy piece): the lines, the total, the way to checkout. */
export default function CartDropdown({ onClose }: CartDropdownProps) {
  // `ecommerce`: the calls' failures are worded there.
  const { t } = useTranslation(['cart', 'ecommerce']);
  const format = useFormat();
  const cart = useCart();
  const actions = useCartActions();
  const lines = cart.data?.products;

  if (!lines) {
    return cart.isError ? (
      <QueryError
        error={cart.error}
        title={t('dropdown.loadFailed')}
        onRetry={() => void cart.refetch()}
      />
    ) : (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={20} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={36} />
      </Stack>
    );
  }

  if (lines.length === 0) {
    return (
      <Stack align="center" gap="xs" py="md" ta="center">
        <ShoppingBag size={32} aria-hidden="true" className={classes.emptyIcon} />
        <Text fw={600}>{t('dropdown.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('dropdown.emptyHint')}
        </Text>
        <Button
          component={Link}
          to={ecommercePaths.shop}
          variant="light"
          size="xs"
          onClick={onClose}
        >
          {t('dropdown.toShop')}
        </Button>
      </Stack>
    );
  }

  const totals = cartTotals(lines);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('dropdown.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('dropdown.count', { count: totals.itemCount })}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={320} type="auto">
        <ul className={classes.lines}>
          {lines.map((line) => (
            <DropdownLine
              key={line.id}
              line={line}
              busy={actions.busyId === line.id}
              onRemove={() => actions.remove(line)}
              onNavigate={onClose}
            />
          ))}
        </ul>
      </ScrollArea.Autosize>
      <Group justify="space-between" className={classes.total}>
        <Text fw={600}>{t('dropdown.total')}</Text>
        <Text fw={700}>{format.currency(totals.total)}</Text>
      </Group>
      <Button component={Link} to={ecommercePaths.checkout} fullWidth onClick={onClose}>
        {t('dropdown.checkout')}
      </Button>
    </Stack>
  );
}

interface DropdownLineProps {
  line: CartLine;
  busy: boolean;
  onRemove: () => void;
  onNavigate: () => void;
}

function DropdownLine({ line, busy, onRemove, onNavigate }: DropdownLineProps) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  return (
    <li className={classes.line}>
      <img src={line.image} alt="" width={48} height={48} className={classes.image} />
      <div className={classes.lineText}>
        <Anchor
          component={Link}
          to={ecommercePaths.productDetail(line.slug)}
          size="sm"
          fw={500}
          lineClamp={1}
          onClick={onNavigate}
        >
          {line.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('dropdown.qtyPrice', {
            qty: format.number(line.qty),
            price: format.currency(line.price),
          })}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('line.remove', { name: line.name })}
        loading={busy}
        onClick={onRemove}
      >
        <Trash2 size={16} aria-hidden="true" />
      </ActionIcon>
    </li>
  );
}
