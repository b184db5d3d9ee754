import { Menu } from '@mantine/core';
import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { changeLanguage } from '@/lib/i18n';
import { languages, toLanguage } from '@/lib/languages';
import { Flag } from './flags';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <NavbarAction
          label={t('language.label', { language: t(`language.names.${current}`) })}
          tooltip={false}
        >
          <Flag language={current} />
        </NavbarAction>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            leftSection={<Flag language={language} />}
            rightSection={language === current ? <Check size={16} aria-hidden="true" /> : null}
            onClick={() => void changeLanguage(language)}
            lang={language === 'br' ? 'pt-BR' : 'en'}
            aria-current={language === current ? 'true' : undefined}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
