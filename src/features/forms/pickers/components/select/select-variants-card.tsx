import { Select, SimpleGrid, type ComboboxItem } from '@mantine/core';
import { ArrowDown, ArrowUp, Briefcase, Check, Flame, Minus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { Chosen } from '../chosen';

const priorities = ['low', 'medium', 'high', 'urgent'] as const;
type Priority = (typeof priorities)[number];
const priorityIcon: Record<Priority, { icon: LucideIcon; color: string }> = {
  low: { icon: ArrowDown, color: 'var(--mantine-color-teal-text)' },
  medium: { icon: Minus, color: 'var(--mantine-color-blue-text)' },
  high: { icon: ArrowUp, color: 'var(--mantine-color-orange-text)' },
  urgent: { icon: Flame, color: 'var(--mantine-color-red-text)' },
};
const isPriority = (value: string | null): value is Priority =>
  (priorities as readonly (string | null)[]).includes(value);

function PriorityIcon({ value }: { value: string | null }) {
  if (!isPriority(value)) return null;
  const { icon: Icon, color } = priorityIcon[value];
  return <Icon size={16} color={color} aria-hidden="true" />;
}

const departments = ['finance', 'legal', 'marketing', 'people', 'technology', 'sales'] as const;

/**
 * The states a field can be in, as a form shows them: options with icons, a description,
 * clearable, read-only, disabled, an error beside the field, and the five sizes.
 */
export function SelectVariantsCard() {
  const { t } = useTranslation('form-pickers');
  const [priority, setPriority] = useState<string | null>('high');
  const [department, setDepartment] = useState<string | null>('technology');
  const [required, setRequired] = useState<string | null>(null);
  const priorityData = priorities.map((value) => ({
    value,
    label: t(`select.variants.priorities.${value}`),
  }));
  const departmentData = departments.map((value) => ({
    value,
    label: t(`select.variants.departments.${value}`),
  }));
  const renderPriority = ({ option, checked }: { option: ComboboxItem; checked?: boolean }) => (
    <>
      <PriorityIcon value={option.value} />
      <span style={{ flex: 1 }}>{option.label}</span>
      {checked && <Check size={14} aria-hidden="true" />}
    </>
  );
  const labelOf = (value: string | null) => departmentData.find((d) => d.value === value)?.label;

  return (
    <TitledCard title={t('select.variants.title')} text={t('select.variants.text')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <div>
          <Select
            label={t('select.variants.priority')}
            data={priorityData}
            value={priority}
            onChange={setPriority}
            renderOption={renderPriority}
            leftSection={<PriorityIcon value={priority} />}
            allowDeselect={false}
          />
          <Chosen value={priorityData.find((p) => p.value === priority)?.label} />
        </div>
        <div>
          <Select
            label={t('select.variants.department')}
            description={t('select.variants.departmentHint')}
            data={departmentData}
            value={department}
            onChange={setDepartment}
            leftSection={<Briefcase size={16} aria-hidden="true" />}
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
          />
          <Chosen value={labelOf(department)} />
        </div>
        <Select
          label={t('select.variants.readOnly')}
          data={departmentData}
          value="finance"
          readOnly
        />
        <Select
          label={t('select.variants.disabled')}
          data={departmentData}
          value="legal"
          disabled
        />
        <Select
          label={t('select.variants.required')}
          placeholder={t('select.variants.requiredPlaceholder')}
          data={departmentData}
          value={required}
          onChange={setRequired}
          withAsterisk
          error={required ? undefined : t('select.variants.requiredError')}
        />
      </SimpleGrid>
    </TitledCard>
  );
}
