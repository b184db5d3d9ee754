import { Group, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { MAX_QTY, type Product, type ProductColor } from '../../types';
import { AddToCartButton } from '../shop/add-to-cart-button';
import { WishlistToggle } from '../shop/wishlist-toggle';
import { ColorOptions } from './color-options';
import { ShareButton } from './share-button';

/** Colour, quantity, "Adicionar ao carrinho" (or "Ver no carrinho"), the heart and "Compartilhar". */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  const [color, setColor] = useState<ProductColor | undefined>(product.colorOptions[0]);
  const maxQty = Math.min(MAX_QTY, product.stock);
  const [qty, setQty] = useState<number | string>(1);
  const chosenQty = typeof qty === 'number' ? Math.min(maxQty, Math.max(1, qty)) : 1;
  const buying = !product.isInCart && product.stock > 0;
  return (
    <Stack gap="md">
      {color && product.colorOptions.length > 0 && (
        <ColorOptions colors={product.colorOptions} value={color} onChange={setColor} />
      )}
      {buying && (
        <NumberInput
          label={t('product.quantity')}
          description={t('product.quantityHint', { count: maxQty, formatted: number(maxQty) })}
          min={1}
          max={maxQty}
          value={qty}
          onChange={setQty}
          onBlur={() => setQty(chosenQty)}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={180}
        />
      )}
      <Group gap="sm">
        <AddToCartButton product={product} qty={chosenQty} size="md" />
        <WishlistToggle product={product} size={42} />
        <ShareButton title={product.name} />
      </Group>
    </Stack>
  );
}
