import { Anchor, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { Heart, Trash2, Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ecommercePaths } from '../../paths';
import { cartTotals } from '../../totals';
import type { CartLine } from '../../types';
import classes from './checkout.module.css';
import { QtyStepper } from './qty-stepper';

interface CartLineRowProps {
  line: CartLine;
  busy: boolean;
  onRemove: () => void;
  onMoveToWishlist: () => void;
}

/**
 * A line of the cart: picture, brand, name (a link), expected delivery, offers and discount,
 * the unit and line prices, the quantity, and "Remover" / "Mover para a lista de desejos".
 */
export function CartLineRow({ line, busy, onRemove, onMoveToWishlist }: CartLineRowProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const nameId = useId();
  // The line's own figures, from the one totals module.
  const figures = cartTotals([line]);
  const linePrice = figures.subtotal - figures.discount;
  return (
    <article className={classes.line} aria-labelledby={nameId} aria-busy={busy}>
      <img
        src={line.image}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className={classes.lineImage}
      />
      <div className={classes.lineInfo}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {line.brand}
        </Text>
        <Anchor
          component={Link}
          to={ecommercePaths.productDetail(line.slug)}
          fw={600}
          c="inherit"
          id={nameId}
          className={classes.lineName}
        >
          {line.name}
        </Anchor>
        {line.shippingDate && (
          <Text size="sm" c="dimmed" className={classes.withIcon}>
            <Truck size={14} aria-hidden="true" />
            {t('cart.delivery', {
              day: format.day(line.shippingDate, {
                weekday: 'short',
                day: 'numeric',
                month: 'long',
              }),
            })}
          </Text>
        )}
        <Group gap="xs">
          {line.offers > 0 && (
            <Text size="xs" c="dimmed">
              {t('cart.offers', { count: line.offers, formatted: format.number(line.offers) })}
            </Text>
          )}
          {line.discountPercentage > 0 && (
            <Badge variant="light" color="teal" size="sm">
              {t('cart.discountBadge', { percent: format.percent(line.discountPercentage / 100) })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt={4} className={classes.lineButtons}>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<Trash2 size={14} aria-hidden="true" />}
            onClick={onRemove}
            disabled={busy}
            aria-describedby={nameId}
          >
            {t('cart.remove')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            // A phone's narrow column: the label wraps rather than running out of the card.
            classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
            leftSection={<Heart size={14} aria-hidden="true" />}
            onClick={onMoveToWishlist}
            disabled={busy}
            aria-describedby={nameId}
          >
            {t('cart.moveToWishlist')}
          </Button>
        </Group>
      </div>
      <div className={classes.lineBuy}>
        <Text size="sm" c="dimmed">
          {t('cart.unitPrice', { price: format.currency(line.price) })}
        </Text>
        <QtyStepper line={line} />
        <Text fw={700} className={classes.linePrice}>
          <VisuallyHidden>{t('cart.linePrice')} </VisuallyHidden>
          {format.currency(linePrice)}
        </Text>
      </div>
    </article>
  );
}
