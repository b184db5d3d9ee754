import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Info, Printer } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { LicenseComparison } from '../components/license/license-comparison';
import { LicenseSection } from '../components/license/license-section';
import classes from '../components/license/license.module.css';

export const namespaces = ['pricing'] as const;

/** The day these terms took effect, and where questions go (ours). */
const EFFECTIVE_DAY = '2026-01-15';
const LICENSE_EMAIL = 'licencas@exemplo.com';

const sections = [
  'allowed',
  'forbidden',
  'licences',
  'comparison',
  'support',
  'questions',
] as const;
const allowed = ['build', 'modify', 'deploy', 'charge', 'copies'] as const;
const forbidden = ['resell', 'publish', 'reuse', 'paidUsers', 'brand', 'notices'] as const;
const support = ['covers', 'excludes', 'time', 'updates'] as const;

/** `/pages/license`: the template's licence in plain words, with contents and a print layout. */
export default function LicensePage() {
  const { t } = useTranslation('pricing');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="xl" component="article" className={classes.document}>
      <Stack gap="xl">
        <p className={classes.printTitle}>{t('license.documentTitle')}</p>
        <Stack gap="sm">
          <Text size="lg">{t('license.lead')}</Text>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('license.effective', { date: format.day(EFFECTIVE_DAY, { dateStyle: 'long' }) })}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<Printer size={14} aria-hidden="true" />}
              className={classes.noPrint}
              onClick={() => window.print()}
            >
              {t('license.print')}
            </Button>
          </Group>
          <Alert variant="light" icon={<Info size={18} aria-hidden="true" />}>
            {t('license.disclaimer')}
          </Alert>
        </Stack>

        <nav aria-label={t('license.toc')} className={`${classes.toc} ${classes.noPrint}`}>
          <Text fw={600} size="sm" mb="xs" aria-hidden="true">
            {t('license.toc')}
          </Text>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section}>
                <Anchor href={`#license-${section}`} size="sm">
                  {t(`license.${section}.title`)}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>

        <LicenseSection id="allowed" title={t('license.allowed.title')}>
          <Text>{t('license.allowed.intro')}</Text>
          <ul className={classes.list}>
            {allowed.map((item) => (
              <li key={item}>{t(`license.allowed.items.${item}`)}</li>
            ))}
          </ul>
        </LicenseSection>

        <LicenseSection id="forbidden" title={t('license.forbidden.title')}>
          <Text>{t('license.forbidden.intro')}</Text>
          <ul className={classes.list}>
            {forbidden.map((item) => (
              <li key={item}>{t(`license.forbidden.items.${item}`)}</li>
            ))}
          </ul>
        </LicenseSection>

        <LicenseSection id="licences" title={t('license.licences.title')}>
          <Text>{t('license.licences.single')}</Text>
          <Text>{t('license.licences.extended')}</Text>
          <Text fw={500}>{t('license.licences.tip')}</Text>
        </LicenseSection>

        <LicenseSection id="comparison" title={t('license.comparison.title')}>
          <LicenseComparison labelledBy="license-comparison" />
        </LicenseSection>

        <LicenseSection id="support" title={t('license.support.title')}>
          <ul className={classes.list}>
            {support.map((item) => (
              <li key={item}>{t(`license.support.items.${item}`)}</li>
            ))}
          </ul>
        </LicenseSection>

        <LicenseSection id="questions" title={t('license.questions.title')}>
          <Text>{t('license.questions.text')}</Text>
          <Text>
            <Anchor href={`mailto:${LICENSE_EMAIL}`}>
              {t('license.questions.write', { email: LICENSE_EMAIL })}
            </Anchor>
          </Text>
        </LicenseSection>
      </Stack>
    </Card>
  );
}
