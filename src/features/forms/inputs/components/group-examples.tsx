import {
  ActionIcon,
  Button,
  CopyButton,
  NativeSelect,
  type NativeSelectProps,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Check, Copy, TicketPercent } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { withMoneyMask } from '@/lib/form/money';
import { cnpjMask, cpfMask, onlyDigits, phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './input-group.module.css';
import successClasses from './success.module.css';

const successText = { className: successClasses.success };

const addon = { className: classes.addon };
const INVITE_LINK = 'https://mirante.app/convite/8F3K2Q';
const COUPON = 'BEMVINDO10';

/** Texts before and after the typing area: a currency, a domain, a protocol, a unit. */
export function GroupAddons() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const [price, setPrice] = useState<number | null>(18990);
  const amount = (value: number) =>
    format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Stack gap="md">
      <TextInput
        label={t('group.addons.price')}
        leftSection="R$"
        leftSectionProps={addon}
        leftSectionWidth={48}
        {...withMoneyMask(amount, { value: price, onChange: setPrice })}
      />
      <TextInput
        label={t('group.addons.email')}
        placeholder={t('group.addons.emailPlaceholder')}
        rightSection={t('group.addons.domain')}
        rightSectionProps={addon}
        rightSectionWidth={148}
        autoComplete="username"
      />
      <TextInput
        type="url"
        label={t('group.addons.site')}
        placeholder={t('group.addons.sitePlaceholder')}
        leftSection={t('group.addons.protocol')}
        leftSectionProps={addon}
        leftSectionWidth={72}
      />
      <TextInput
        label={t('group.addons.weight')}
        placeholder="0,0"
        inputMode="decimal"
        rightSection={t('group.addons.kg')}
        rightSectionProps={addon}
        rightSectionWidth={44}
      />
    </Stack>
  );
}

/** Buttons inside a field (copy, apply) and after it, joined to it. */
export function GroupButtons() {
  const { t } = useTranslation('form-inputs');
  const [coupon, setCoupon] = useState('');
  const [applied, setApplied] = useState<'yes' | 'no' | null>(null);
  return (
    <Stack gap="md">
      <div className={classes.joined}>
        <TextInput
          className={classes.grow}
          type="search"
          label={t('group.buttons.search')}
          placeholder={t('group.buttons.searchPlaceholder')}
        />
        <Button>{t('group.buttons.searchButton')}</Button>
      </div>
      <TextInput
        label={t('group.buttons.invite')}
        value={INVITE_LINK}
        readOnly
        rightSectionPointerEvents="all"
        rightSection={
          <CopyButton value={INVITE_LINK}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('group.buttons.copied') : t('group.buttons.copy')}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  aria-label={copied ? t('group.buttons.copied') : t('group.buttons.copy')}
                  onClick={copy}
                >
                  {copied ? <Check size={16} /> : <Copy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <TextInput
        label={t('group.buttons.coupon')}
        placeholder={COUPON}
        value={coupon}
        onChange={(event) => {
          setCoupon(event.currentTarget.value.toUpperCase());
          setApplied(null);
        }}
        leftSection={<TicketPercent size={16} aria-hidden="true" />}
        rightSectionWidth={96}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            disabled={coupon.trim() === ''}
            onClick={() => setApplied(coupon.trim() === COUPON ? 'yes' : 'no')}
          >
            {t('group.buttons.apply')}
          </Button>
        }
        successProps={successText}
        success={applied === 'yes' && t('group.buttons.applied')}
        error={applied === 'no' && t('group.buttons.unknownCoupon')}
      />
    </Stack>
  );
}

/** A select filling a field's section: no border of its own, the addon's tint behind it. */
function SectionSelect(props: NativeSelectProps) {
  return (
    <NativeSelect
      variant="unstyled"
      w="100%"
      rightSectionWidth={24}
      classNames={{ input: classes.sectionSelect, section: classes.sectionChevron }}
      {...props}
    />
  );
}

const countryCodes = ['+55', '+351', '+1'] as const;
const currencies = ['BRL', 'USD', 'EUR'] as const;
type Document = 'cpf' | 'cnpj';

/** A select and a field as one: a country code, a document kind, a currency. */
export function GroupCombos() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const [country, setCountry] = useState<string>('+55');
  const [phone, setPhone] = useState('');
  const [document, setDocument] = useState<Document>('cpf');
  const [number, setNumber] = useState('');
  const [currency, setCurrency] = useState<string>('BRL');
  const [cents, setCents] = useState<number | null>(null);
  // Brazil's numbers through the phone mask; other countries' digits as typed.
  const phoneInput =
    country === '+55'
      ? withMask(phoneMask, { value: phone, onChange: setPhone })
      : {
          value: phone,
          inputMode: 'numeric' as const,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            setPhone(onlyDigits(event.currentTarget.value)),
        };
  return (
    <Stack gap="md">
      <TextInput
        type="tel"
        label={t('group.combos.phone')}
        placeholder={country === '+55' ? '(11) 91234-5678' : ''}
        autoComplete="tel-national"
        leftSectionWidth={84}
        leftSectionProps={addon}
        leftSectionPointerEvents="all"
        leftSection={
          <SectionSelect
            aria-label={t('group.combos.countryCode')}
            data={countryCodes.map((code) => ({ value: code, label: code }))}
            value={country}
            onChange={(event) => {
              setCountry(event.currentTarget.value);
              setPhone(onlyDigits(phone));
            }}
          />
        }
        {...phoneInput}
      />
      <TextInput
        label={t('group.combos.document')}
        placeholder={document === 'cpf' ? '000.000.000-00' : '00.000.000/0000-00'}
        leftSectionWidth={92}
        leftSectionProps={addon}
        leftSectionPointerEvents="all"
        leftSection={
          <SectionSelect
            aria-label={t('group.combos.documentKind')}
            data={[
              { value: 'cpf', label: 'CPF' },
              { value: 'cnpj', label: 'CNPJ' },
            ]}
            value={document}
            onChange={(event) => {
              setDocument(event.currentTarget.value as Document);
              setNumber('');
            }}
          />
        }
        {...withMask(document === 'cpf' ? cpfMask : cnpjMask, {
          value: number,
          onChange: setNumber,
        })}
      />
      <TextInput
        label={t('group.combos.amount')}
        description={t('group.combos.amountHint', { cents: cents ?? 0 })}
        rightSectionWidth={92}
        rightSectionProps={addon}
        rightSectionPointerEvents="all"
        rightSection={
          <SectionSelect
            aria-label={t('group.combos.currency')}
            data={[...currencies]}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
          />
        }
        {...withMoneyMask((amount) => format.currency(amount, currency), {
          value: cents,
          onChange: setCents,
        })}
      />
    </Stack>
  );
}
