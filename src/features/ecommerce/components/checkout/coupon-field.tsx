import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageKey, isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { couponQueryOptions, normalizeCouponCode } from '../../checkout-api';
import type { Coupon } from '../../types';
import classes from './checkout.module.css';

interface CouponFieldProps {
  /** The coupon applied, once its code is found. */
  applied: Coupon | undefined;
  /** The code kept in the URL that is no longer accepted (or could not be checked). */
  appliedError: unknown;
  appliedCode: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The cart's coupon: a code checked with the coupons call, refused beside the field in
 * words ("não existe"), or applied and shown with a button to take it off.
 */
export function CouponField({
  applied,
  appliedError,
  appliedCode,
  onApply,
  onRemove,
}: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Focus follows the change: to "remove" once applied, back to the field once removed.
  const [focusNext, setFocusNext] = useState<'applied' | 'field' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext === 'applied' && applied) remove.current?.focus();
    if (focusNext === 'field' && !appliedCode) input.current?.focus();
  }, [focusNext, applied, appliedCode]);

  const refusal = (failure: unknown, typed: string) =>
    isApiError(failure) && failure.status === 404
      ? t('coupon.unknown', { code: typed })
      : common(errorMessageKey(failure));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const typed = normalizeCouponCode(code);
    if (!typed) {
      setError(t('coupon.required'));
      input.current?.focus();
      return;
    }
    setError(null);
    setChecking(true);
    try {
      await client.fetchQuery(couponQueryOptions(typed));
      setCode('');
      setFocusNext('applied');
      onApply(typed);
    } catch (failure) {
      setError(refusal(failure, typed));
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  if (applied && appliedCode) {
    return (
      <Group justify="space-between" wrap="nowrap" className={classes.coupon} role="status">
        <Text size="sm" className={classes.withIcon}>
          <TicketPercent size={16} aria-hidden="true" />
          {t('coupon.applied', {
            code: applied.code,
            percent: format.percent(applied.percentOff / 100),
          })}
        </Text>
        <CloseButton
          ref={remove}
          size="sm"
          aria-label={t('coupon.remove', { code: applied.code })}
          onClick={() => {
            setFocusNext('field');
            onRemove();
          }}
        />
      </Group>
    );
  }

  const stale = appliedCode && appliedError ? refusal(appliedError, appliedCode) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextInput
        ref={input}
        label={t('coupon.label')}
        placeholder={t('coupon.placeholder')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setError(null);
        }}
        error={error ?? stale}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        rightSectionWidth="auto"
        rightSection={
          <Button type="submit" variant="light" size="compact-sm" me={4} loading={checking}>
            {t('coupon.apply')}
          </Button>
        }
      />
    </form>
  );
}
