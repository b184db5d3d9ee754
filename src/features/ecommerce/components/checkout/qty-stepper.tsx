import { ActionIcon, Group } from '@mantine/core';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useSetCartQty } from '../../mutations';
import { MAX_QTY, type CartLine } from '../../types';
import classes from './checkout.module.css';

/** Clicks closer than this make one change: one call for "+ + +". */
export const QTY_DELAY = 500;

/** The most of a product one line may hold: `MAX_QTY`, or the stock when it is less. */
export const maxQtyOf = (line: Pick<CartLine, 'stock'>) =>
  Math.max(1, Math.min(MAX_QTY, line.stock));

/**
 * A line's quantity, 1 to `maxQtyOf(line)`, with "−" and "+" named for the product. The
 * number changes at once; the call goes when the clicks pause (and when the line leaves
 * the screen before that), so a burst of clicks is one PATCH.
 */
export function QtyStepper({ line }: { line: CartLine }) {
  const { t } = useTranslation('checkout');
  const { number } = useFormat();
  const setQty = useSetCartQty();
  const [draft, setDraft] = useState<number | null>(null);
  const pending = useRef<{ qty: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const send = (qty: number) => {
    pending.current = null;
    if (qty === line.qty) {
      setDraft(null);
      return;
    }
    setQty.mutate(
      { productId: line.id, qty },
      // The number shown is the cache's again (patched, or put back on a failure).
      { onSettled: () => setDraft((shown) => (shown === qty ? null : shown)) },
    );
  };
  // The timer and the clean-up call the latest `send` (the line as it is now).
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });

  // A change still waiting when the line leaves (the next step, a removal) is sent.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      latestSend.current(waiting.qty);
    },
    [],
  );

  const max = maxQtyOf(line);
  const value = draft ?? line.qty;
  const change = (qty: number) => {
    const next = Math.min(max, Math.max(1, qty));
    setDraft(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { qty: next, timer: setTimeout(() => latestSend.current(next), QTY_DELAY) };
  };

  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('cart.qtyLabel', { name: line.name })}
      className={classes.qty}
    >
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('cart.decrease', { name: line.name })}
        disabled={value <= 1}
        onClick={() => change(value - 1)}
      >
        <Minus size={14} aria-hidden="true" />
      </ActionIcon>
      <output className={classes.qtyValue} aria-live="polite">
        {number(value)}
      </output>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('cart.increase', { name: line.name })}
        disabled={value >= max}
        onClick={() => change(value + 1)}
      >
        <Plus size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
