import { ActionIcon, Button, NativeSelect, Stack, TextInput, Tooltip } from '@mantine/core';
import { AtSign, CircleCheck, LocateFixed, MapPin, Minus, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { GroupAddons, GroupButtons, GroupCombos } from '../components/group-examples';
import classes from '../components/input-group.module.css';
import { sizes } from '../variants';

export const namespaces = ['form-inputs'] as const;

const states = ['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'CE'] as const;
const QUANTITY_MAX = 99;
/** A user name: 3 to 20 letters, digits, dots or underscores. */
const USERNAME = /^[a-z0-9._]{3,20}$/;

/** `/forms/elements/input-group`: fields with addons, buttons, selects and icons, merged groups. */
export default function InputGroupPage() {
  const { t } = useTranslation('form-inputs');
  return (
    <CardGrid>
      <TitledCard title={t('group.addons.title')} text={t('group.addons.text')}>
        <GroupAddons />
      </TitledCard>
      <TitledCard title={t('group.buttons.title')} text={t('group.buttons.text')}>
        <GroupButtons />
      </TitledCard>
      <TitledCard title={t('group.combos.title')} text={t('group.combos.text')}>
        <GroupCombos />
      </TitledCard>
      <TitledCard title={t('group.icons.title')} text={t('group.icons.text')}>
        <IconsBothSides />
      </TitledCard>
      <TitledCard title={t('group.merged.title')} text={t('group.merged.text')}>
        <MergedGroups />
      </TitledCard>
      <TitledCard title={t('group.sizes.title')} text={t('group.sizes.text')}>
        <Stack gap="sm">
          {sizes.map((size) => (
            <div key={size} className={classes.joined}>
              <TextInput
                className={classes.grow}
                size={size}
                type="search"
                aria-label={t('group.sizes.label', { size })}
                placeholder={t('group.sizes.placeholder', { size })}
                leftSection={<Search size={16} aria-hidden="true" />}
              />
              <Button size={size}>{t('group.sizes.button')}</Button>
            </div>
          ))}
        </Stack>
      </TitledCard>
    </CardGrid>
  );
}

/** An icon at each end: a pin and a button that fills the address; a user name and its tick. */
function IconsBothSides() {
  const { t } = useTranslation('form-inputs');
  const [address, setAddress] = useState('');
  const [username, setUsername] = useState('');
  return (
    <Stack gap="md">
      <TextInput
        label={t('group.icons.address')}
        placeholder={t('group.icons.addressPlaceholder')}
        autoComplete="street-address"
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        leftSection={<MapPin size={16} aria-hidden="true" />}
        rightSectionPointerEvents="all"
        rightSection={
          <Tooltip label={t('group.icons.locate')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('group.icons.locate')}
              onClick={() => setAddress(t('group.icons.located'))}
            >
              <LocateFixed size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        }
      />
      <TextInput
        label={t('group.icons.username')}
        placeholder={t('group.icons.usernamePlaceholder')}
        description={t('group.icons.usernameHint')}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value.trim().toLowerCase())}
        leftSection={<AtSign size={16} aria-hidden="true" />}
        rightSection={
          USERNAME.test(username) && (
            <CircleCheck
              size={16}
              color="var(--mantine-color-teal-text)"
              aria-label={t('group.icons.usernameOk')}
              role="img"
            />
          )
        }
      />
    </Stack>
  );
}

/** Controls joined into one: state, city and a button; a quantity between its two buttons. */
function MergedGroups() {
  const { t } = useTranslation('form-inputs');
  const [quantity, setQuantity] = useState(1);
  const clamp = (value: number) => Math.min(Math.max(value, 1), QUANTITY_MAX);
  return (
    <Stack gap="lg">
      <div className={classes.joined} role="group" aria-label={t('group.merged.cityGroup')}>
        <NativeSelect label={t('group.merged.state')} data={[...states]} defaultValue="MG" w={80} />
        <TextInput
          className={classes.grow}
          label={t('group.merged.city')}
          placeholder={t('group.merged.cityPlaceholder')}
          autoComplete="address-level2"
        />
        <Button variant="default">{t('group.merged.find')}</Button>
      </div>
      <div className={classes.joined} role="group" aria-label={t('group.merged.quantity')}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('group.merged.less')}
          disabled={quantity <= 1}
          onClick={() => setQuantity((value) => clamp(value - 1))}
        >
          <Minus size={16} aria-hidden="true" />
        </ActionIcon>
        <TextInput
          aria-label={t('group.merged.quantity')}
          value={String(quantity)}
          onChange={(event) => setQuantity(clamp(Number(event.currentTarget.value) || 1))}
          inputMode="numeric"
          w={64}
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('group.merged.more')}
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => setQuantity((value) => clamp(value + 1))}
        >
          <Plus size={16} aria-hidden="true" />
        </ActionIcon>
      </div>
    </Stack>
  );
}
