import {
  Button,
  Divider,
  Drawer,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { Check, DatabaseBackup, RotateCcw } from 'lucide-react';
import { memo, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { resetDemoDatabase } from '@/lib/demo/db';
import { queryClient } from '@/lib/query-client';
import {
  contentWidths,
  directions,
  footerTypes,
  menuLayouts,
  navbarColors,
  navbarTypes,
  skins,
  type LayoutSettings,
} from '../settings';
import { useLayoutStore } from '../settings-store';
import classes from './customizer.module.css';

type SegmentedKey = 'menuLayout' | 'contentWidth' | 'direction' | 'navbarType' | 'footerType';

const segmented: Array<{ key: SegmentedKey; options: readonly string[] }> = [
  { key: 'menuLayout', options: menuLayouts },
  { key: 'contentWidth', options: contentWidths },
  { key: 'direction', options: directions },
  { key: 'navbarType', options: navbarTypes },
  { key: 'footerType', options: footerTypes },
];

interface SettingSegmentsProps {
  setting: SegmentedKey;
  options: readonly string[];
}

/**
 * One setting's segmented control, drawn again only when its own value changes. Mantine moves
 * the highlight when the value changes and when `<html dir>` changes, but it listens for `dir`
 * anew each time the control is drawn: drawn in the same update that writes a new direction,
 * it missed the change, and its highlight stayed where the options had been before they
 * swapped sides. (Issue #36; `customizer-indicator.test.tsx`.)
 */
const SettingSegments = memo(function SettingSegments({ setting, options }: SettingSegmentsProps) {
  const { t } = useTranslation('layout');
  const value = useLayoutStore((s) => s[setting]);
  const set = useLayoutStore((s) => s.set);
  return (
    <div>
      <Text size="sm" fw={500} mb={6} id={`customizer-${setting}`}>
        {t(`customizer.${setting}.title`)}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-labelledby={`customizer-${setting}`}
        value={value}
        onChange={(next) => set(setting, next as never)}
        data={options.map((option) => ({
          value: option,
          label: t(`customizer.${setting}.options.${option}` as 'customizer.skin.title'),
        }))}
      />
    </div>
  );
});

interface CustomizerDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The drawer that changes every layout setting live (loaded when first opened). */
export default function CustomizerDrawer({ opened, onClose }: CustomizerDrawerProps) {
  const { t } = useTranslation('layout');
  const settings = useLayoutStore();
  const [confirming, setConfirming] = useState(false);
  const rtl = settings.direction === 'rtl';
  // Long labels (and their translations) wrap inside the button.
  const wrapping = { root: classes.wrapButton, label: classes.wrapLabel };
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    settings.set(key, value);

  const restoreDemoData = async () => {
    // The samples are read again once the stored changes are gone.
    await resetDemoDatabase();
    void queryClient.resetQueries();
    setConfirming(false);
    toast.success(t('customizer.demoData.done'));
  };

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      // Mantine's sides follow the reading direction ("right" is the inline end): the drawer
      // opens on the side of the button, which sits at the end of the navbar or page.
      position="right"
      size={360}
      transitionProps={{ transition: rtl ? 'slide-right' : 'slide-left' }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header className={classes.header}>
          <div className={classes.heading}>
            <Drawer.Title className={classes.title}>{t('customizer.title')}</Drawer.Title>
            <Text size="sm" c="dimmed" className={classes.subtitle}>
              {t('customizer.subtitle')}
            </Text>
          </div>
          <Drawer.CloseButton aria-label={t('customizer.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            <Radio.Group
              label={t('customizer.skin.title')}
              value={settings.skin}
              onChange={(value) => set('skin', value)}
            >
              <SimpleGrid cols={2} mt="xs" spacing="xs">
                {skins.map((skin) => (
                  <Radio.Card key={skin} value={skin} className={classes.skinCard} radius="md">
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator size="xs" />
                      <Text size="sm">{t(`customizer.skin.options.${skin}`)}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>

            {segmented.map(({ key, options }) => (
              <SettingSegments key={key} setting={key} options={options} />
            ))}

            <Switch
              label={t('customizer.menuCollapsed')}
              // The top bar of the horizontal layout does not collapse.
              disabled={settings.menuLayout === 'horizontal'}
              checked={settings.menuCollapsed}
              onChange={(event) => set('menuCollapsed', event.currentTarget.checked)}
            />

            <div role="radiogroup" aria-labelledby="customizer-navbar-color">
              <Text size="sm" fw={500} mb={6} id="customizer-navbar-color">
                {t('customizer.navbarColor.title')}
              </Text>
              <Group gap={8}>
                {navbarColors.map((color) => {
                  const selected = settings.navbarColor === color;
                  return (
                    <button
                      key={color}
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      aria-label={t(`customizer.navbarColor.options.${color}`)}
                      title={t(`customizer.navbarColor.options.${color}`)}
                      className={classes.swatch}
                      data-navbar-color={color}
                      onClick={() => set('navbarColor', color)}
                    >
                      {selected && <Check size={14} aria-hidden="true" />}
                    </button>
                  );
                })}
              </Group>
            </div>

            <Divider />
            <Stack gap="xs">
              <Button
                classNames={wrapping}
                variant="light"
                leftSection={<RotateCcw size={16} aria-hidden="true" />}
                onClick={settings.reset}
              >
                {t('customizer.reset')}
              </Button>
              {confirming ? (
                <Stack gap="xs" role="group" aria-labelledby="customizer-demo-confirm">
                  <Text size="sm" fw={500} id="customizer-demo-confirm">
                    {t('customizer.demoData.confirmTitle')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('customizer.demoData.confirmText')}
                  </Text>
                  <Group gap="xs" grow>
                    <Button
                      classNames={wrapping}
                      variant="default"
                      onClick={() => setConfirming(false)}
                    >
                      {t('customizer.cancel')}
                    </Button>
                    <Button
                      classNames={wrapping}
                      color="red"
                      onClick={() => void restoreDemoData()}
                    >
                      {t('customizer.demoData.confirm')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Button
                  classNames={wrapping}
                  variant="light"
                  color="red"
                  leftSection={<DatabaseBackup size={16} aria-hidden="true" />}
                  onClick={() => setConfirming(true)}
                >
                  {t('customizer.demoData.restore')}
                </Button>
              )}
              <Text size="xs" c="dimmed">
                {t('customizer.demoData.hint')}
              </Text>
            </Stack>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
