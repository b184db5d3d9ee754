import { Stack, Text } from '@mantine/core';
import type { AbilityRule } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';

const sentenceActions = ['manage', 'create', 'read', 'update', 'delete'] as const;
type SentenceAction = (typeof sentenceActions)[number];

/** The translation key that says one rule in words (`manage all` is "everything"). */
export function ruleSentenceKey({ action, subject }: AbilityRule) {
  if (action === 'manage' && subject === 'all') return 'accessControl.rule.everything' as const;
  const known = (sentenceActions as readonly string[]).includes(action);
  return `accessControl.rule.${known ? (action as SentenceAction) : 'other'}` as const;
}

/** The user's permissions as sentences, each with its technical pair as a quiet detail. */
export function AbilityRuleList({ rules }: { rules: readonly AbilityRule[] }) {
  const { t } = useTranslation('acl');
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rules.map((rule) => {
        const area = t(`areas.${rule.subject}` as 'areas.all', { defaultValue: rule.subject });
        return (
          <li key={`${rule.action}-${rule.subject}`}>
            <Text size="sm" span>
              {t(ruleSentenceKey(rule), { area })}
            </Text>{' '}
            <Text
              component="code"
              size="xs"
              c="dimmed"
              ff="monospace"
              style={{ whiteSpace: 'nowrap' }}
            >
              {rule.action} / {rule.subject}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
