import { Badge, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  Building2,
  CalendarDays,
  Clock,
  CreditCard,
  IdCard,
  MapPin,
  Phone,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { cardBrand, cardBrandNames, expiryNotPast } from '@/lib/form/card';
import { dayFromMasked, isValidMaskedTime } from '@/lib/form/masked-dates';
import {
  cardCvvMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  dateMask,
  onlyDigits,
  phoneMask,
  timeMask,
} from '@/lib/form/masks';
import { withMoneyMask } from '@/lib/form/money';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { MaskedField, RawValue, type Verdict } from '../components/masked-field';
import {
  cardNumberComplete,
  cepRegion,
  checkCardNumber,
  checkCnpj,
  checkCpf,
  checkCpfOrCnpj,
  checkPhone,
  type Check,
} from '../mask-checks';

export const namespaces = ['form-inputs'] as const;

/**
 * `/forms/elements/input-mask`: Brazilian formats typed through our masks (phone, CPF, CNPJ,
 * CEP, date, time, money in reais, a card), each with its raw value and whether it is good.
 */
export default function InputMaskPage() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const say = ({ ok, key, values }: Check): Verdict => ({ ok, message: t(key, values) });
  const regions = t('mask.cep.regions', { returnObjects: true });
  const day = (text: string): Verdict => {
    const iso = dayFromMasked(text);
    return iso
      ? { ok: true, message: format.day(iso, { dateStyle: 'full' }) }
      : { ok: false, message: t('mask.date.invalid') };
  };
  return (
    <CardGrid cols={3}>
      <TitledCard title={t('mask.phone.title')} text={t('mask.phone.text')}>
        <MaskedField
          label={t('mask.phone.label')}
          placeholder="(11) 91234-5678"
          mask={phoneMask}
          autoComplete="tel-national"
          icon={Phone}
          check={(text) => say(checkPhone(text))}
          incomplete={t('mask.phone.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.cpf.title')} text={t('mask.cpf.text')}>
        <MaskedField
          label={t('mask.cpf.label')}
          placeholder="000.000.000-00"
          mask={cpfMask}
          icon={IdCard}
          check={(text) => say(checkCpf(text))}
          incomplete={t('mask.cpf.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.cnpj.title')} text={t('mask.cnpj.text')}>
        <MaskedField
          label={t('mask.cnpj.label')}
          placeholder="00.000.000/0000-00"
          mask={cnpjMask}
          icon={Building2}
          check={(text) => say(checkCnpj(text))}
          incomplete={t('mask.cnpj.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.document.title')} text={t('mask.document.text')}>
        <MaskedField
          label={t('mask.document.label')}
          placeholder={t('mask.document.placeholder')}
          mask={cpfCnpjMask}
          check={(text) => say(checkCpfOrCnpj(text))}
          incomplete={t('mask.document.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.cep.title')} text={t('mask.cep.text')}>
        <MaskedField
          label={t('mask.cep.label')}
          placeholder="00000-000"
          mask={cepMask}
          autoComplete="postal-code"
          icon={MapPin}
          check={(text) => ({
            ok: true,
            message: t('mask.cep.region', { region: regions[cepRegion(text)] ?? '' }),
          })}
          incomplete={t('mask.cep.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.date.title')} text={t('mask.date.text')}>
        <MaskedField
          label={t('mask.date.label')}
          placeholder={t('mask.date.placeholder')}
          mask={dateMask}
          autoComplete="bday"
          icon={CalendarDays}
          check={day}
          incomplete={t('mask.date.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.time.title')} text={t('mask.time.text')}>
        <MaskedField
          label={t('mask.time.label')}
          placeholder={t('mask.time.placeholder')}
          mask={timeMask}
          icon={Clock}
          check={(text) =>
            isValidMaskedTime(text)
              ? { ok: true, message: t('mask.time.valid') }
              : { ok: false, message: t('mask.time.invalid') }
          }
          incomplete={t('mask.time.incomplete')}
        />
      </TitledCard>

      <TitledCard title={t('mask.money.title')} text={t('mask.money.text')}>
        <MoneyField />
      </TitledCard>

      <TitledCard title={t('mask.card.title')} text={t('mask.card.text')}>
        <CardFields say={say} />
      </TitledCard>
    </CardGrid>
  );
}

/** Reais typed as cents shifting in, in the active language's format. */
function MoneyField() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const [cents, setCents] = useState<number | null>(null);
  return (
    <Stack gap={6}>
      <TextInput
        label={t('mask.money.label')}
        placeholder={format.currency(0)}
        description={t('mask.money.hint')}
        leftSection={<Wallet size={16} aria-hidden="true" />}
        {...withMoneyMask(format.currency, { value: cents, onChange: setCents })}
      />
      <RawValue label={t('mask.money.raw')} value={cents === null ? '' : String(cents)} />
      <RawValue
        label={t('mask.money.decimal')}
        value={cents === null ? '' : (cents / 100).toFixed(2)}
      />
    </Stack>
  );
}

/** A card's number (its brand as it is recognised, the Luhn digit), expiry and code. */
function CardFields({ say }: { say: (check: Check) => Verdict }) {
  const { t } = useTranslation('form-inputs');
  const [number, setNumber] = useState('');
  const brand = cardBrand(number);
  return (
    <Stack gap="md">
      <MaskedField
        label={t('mask.card.number')}
        placeholder="0000 0000 0000 0000"
        mask={cardNumberMask}
        autoComplete="cc-number"
        icon={CreditCard}
        rightSectionWidth={brand ? 140 : undefined}
        rightSection={
          brand && (
            <Badge size="sm" variant="light" miw="max-content">
              {cardBrandNames[brand]}
            </Badge>
          )
        }
        isComplete={cardNumberComplete}
        check={(text) => say(checkCardNumber(text))}
        incomplete={t('mask.card.incomplete')}
        onValue={setNumber}
      />
      <SimpleGrid cols={2} spacing="md">
        <MaskedField
          label={t('mask.card.expiry')}
          placeholder={t('mask.card.expiryPlaceholder')}
          mask={cardExpiryMask}
          autoComplete="cc-exp"
          check={(text) =>
            expiryNotPast(text)
              ? { ok: true, message: t('mask.card.expiryOk') }
              : { ok: false, message: t('mask.card.expiryPast') }
          }
          incomplete={t('mask.card.expiryIncomplete')}
          showRaw={false}
        />
        <MaskedField
          label={t('mask.card.cvv')}
          placeholder="000"
          mask={cardCvvMask}
          autoComplete="cc-csc"
          isComplete={(text) => onlyDigits(text).length >= 3}
          incomplete={t('mask.card.cvvIncomplete')}
          showRaw={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
