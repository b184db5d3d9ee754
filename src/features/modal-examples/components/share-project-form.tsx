import { Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { FormActions } from '@/components/form-actions/form-actions';
import { bidiText } from '@/components/bidi/bidi';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import { memberRoles, memberRoleSchema, shareProjectSchema, type Person } from '../types';
import { CopyField } from './copy-field';
import { PeopleGate, PersonAvatar } from './people-gate';

/** The project's board: the one page of the app a project link can lead to. */
const projectLink = () => `${window.location.origin}/apps/kanban`;

/** "Compartilhar projeto": people chosen from the team, a role each, a note, the link to copy. */
export default function ShareProjectForm({ onDone }: ExampleBodyProps) {
  return <PeopleGate>{(people) => <ShareForm people={people} onDone={onDone} />}</PeopleGate>;
}

function ShareForm({ people, onDone }: ExampleBodyProps & { people: Person[] }) {
  const { t } = useTranslation('modal-examples');
  const form = useZodForm(shareProjectSchema, { initialValues: { members: [], message: '' } });
  const byId = new Map(people.map((person) => [person.id, person]));
  const { members } = form.values;
  const membersInput = form.getInputProps('members');
  const roles = memberRoles.map((role) => ({ value: role, label: t(`share.roles.${role}`) }));

  const choose = (ids: string[]) =>
    form.setFieldValue(
      'members',
      ids.map((id) => {
        const chosen = members.find((member) => String(member.id) === id);
        return chosen ?? { id: Number(id), role: 'viewer' };
      }),
    );
  const setRole = (id: number, value: string | null) => {
    const role = memberRoleSchema.safeParse(value);
    if (!role.success) return;
    form.setFieldValue(
      'members',
      members.map((member) => (member.id === id ? { ...member, role: role.data } : member)),
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        toast.success(t('toasts.shared', { count: values.members.length }));
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('share.hint', { project: t('share.project') })}
        </Text>
        <MultiSelect
          label={t('share.members')}
          placeholder={members.length === 0 ? t('share.membersPlaceholder') : undefined}
          description={t('share.membersHint')}
          withAsterisk
          searchable
          openOnFocus={false}
          data-autofocus
          nothingFoundMessage={t('share.nobody')}
          data={people.map((person) => ({ value: String(person.id), label: person.name }))}
          renderOption={({ option }) => {
            const person = byId.get(Number(option.value));
            return person ? (
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar person={person} size={28} />
                <div>
                  <Text size="sm">{person.name}</Text>
                  <Text size="xs" c="dimmed" dir="ltr">
                    {person.email}
                  </Text>
                </div>
              </Group>
            ) : (
              option.label
            );
          }}
          value={members.map((member) => String(member.id))}
          onChange={choose}
          onBlur={membersInput.onBlur}
          error={membersInput.error}
          name={membersInput.name}
        />
        {members.length > 0 && (
          <Stack gap="xs" component="ul" m={0} p={0} aria-label={t('share.chosen')}>
            {members.map((member) => {
              const person = byId.get(member.id);
              if (!person) return null;
              return (
                <Group key={member.id} component="li" gap="sm" wrap="nowrap">
                  <PersonAvatar person={person} />
                  <Stack gap={0} flex={1} miw={0}>
                    <Text size="sm" fw={500} truncate="end" {...bidiText()}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end" dir="ltr">
                      {person.email}
                    </Text>
                  </Stack>
                  <Select
                    aria-label={t('share.roleOf', { name: person.name })}
                    data={roles}
                    value={member.role}
                    onChange={(value) => setRole(member.id, value)}
                    allowDeselect={false}
                    w={150}
                    maw="45%"
                  />
                </Group>
              );
            })}
          </Stack>
        )}
        <Textarea
          label={t('share.message')}
          placeholder={t('share.messagePlaceholder')}
          rows={3}
          {...form.getInputProps('message')}
        />
        <CopyField label={t('share.link')} value={projectLink()} copied={t('toasts.linkCopied')} />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('share.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
