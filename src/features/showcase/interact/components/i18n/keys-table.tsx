import { Code, Skeleton, Table } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta, languages } from '@/lib/languages';

const NS = 'extensions-interact';
/**
 * A language's fixed `t`, as a plain function: typed ESLint spends about 1 GB on a
 * `getFixedT` result held as a `TFunction` (docs/tests.md).
 */
type Say = (key: string, options?: Record<string, unknown>) => string;

/** The keys shown, each with what it is said with (a name, a count). */
const samples: { key: string; label: string; options?: Record<string, unknown> }[] = [
  { key: 'i18n.samples.save', label: 'i18n.samples.save' },
  { key: 'i18n.samples.welcome', label: 'i18n.samples.welcome', options: { name: 'Luana' } },
  ...[0, 1, 5].map((count) => ({
    key: 'i18n.plural.messages',
    label: `i18n.plural.messages (${count})`,
    options: { count, n: String(count) },
  })),
  { key: 'i18n.samples.stock', label: 'i18n.samples.stock' },
  { key: 'i18n.samples.delete', label: 'i18n.samples.delete', options: { name: 'Nota 4821' } },
];

/**
 * The same keys in both languages side by side. The other language's texts of this page are
 * fetched through i18next's own loader (the switch would fetch them the same way).
 */
export function KeysTable() {
  const { t, i18n } = useTranslation('extensions-interact');
  const missing = languages.filter((language) => !i18n.hasResourceBundle(language, NS));
  const key = missing.join(',');
  useEffect(() => {
    if (key) void i18n.reloadResources(key.split(','), [NS]);
  }, [i18n, key]);
  const sayIn = (language: (typeof languages)[number]) =>
    i18n.getFixedT(language, NS) as unknown as Say;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    <div role="region" aria-label={t('i18n.keys.label')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={520} striped aria-label={t('i18n.keys.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('i18n.keys.key')}</Table.Th>
            {languages.map((language) => (
              <Table.Th scope="col" key={language}>
                {t(`i18n.names.${language}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {samples.map((sample) => (
            <Table.Tr key={sample.label}>
              <Table.Td>
                <Code>{sample.label}</Code>
              </Table.Td>
              {languages.map((language) => (
                <Table.Td key={language} lang={languageMeta[language].htmlLang}>
                  {missing.includes(language) ? (
                    <Skeleton height={12} width="70%" />
                  ) : (
                    sayIn(language)(sample.key, sample.options)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
