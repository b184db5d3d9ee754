import {
  Button,
  Divider,
  Drawer,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type DrawerProps,
} from '@mantine/core';
import { Link2, Mail, MessageCircle, Search, Tag } from 'lucide-react';
import { useState } from 'react';
import { useDirection } from '@/lib/document-settings';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';

export const sides = ['start', 'end', 'top', 'bottom'] as const;
export type Side = (typeof sides)[number];

/**
 * Where a drawer of a logical side opens. Mantine lays `left` and `right` out with flexbox
 * (`flex-start`, `flex-end`), so they already are the start and the end in right to left;
 * only the slide needs the direction (Mantine reads its own, which the app does not set).
 */
export function drawerPlacement(
  side: Side,
  rtl: boolean,
): Pick<DrawerProps, 'position' | 'transitionProps'> {
  if (side === 'top' || side === 'bottom') return { position: side };
  const fromLeft = (side === 'start') !== rtl;
  return {
    position: side === 'start' ? 'left' : 'right',
    transitionProps: { transition: fromLeft ? 'slide-right' : 'slide-left' },
  };
}

const categories = ['coffee', 'kitchen', 'crafts', 'textiles', 'sale'] as const;
const cart = [
  { id: 'mug', cents: 4990, qty: 2 },
  { id: 'coffee', cents: 3890, qty: 1 },
  { id: 'towel', cents: 7900, qty: 1 },
] as const;
const suggestions = ['cafe', 'rede', 'cuia'] as const;

function SideContent({ side, onClose }: { side: Side; onClose: () => void }) {
  const { t } = useTranslation('components-overlay');
  const format = useFormat();
  const [active, setActive] = useState<string>('coffee');
  if (side === 'start') {
    return (
      <nav aria-label={t('offcanvas.sides.start.nav')}>
        {categories.map((category) => (
          <NavLink
            key={category}
            component="button"
            label={t(`offcanvas.sides.start.categories.${category}`)}
            active={active === category}
            aria-current={active === category ? 'page' : undefined}
            onClick={() => setActive(category)}
          />
        ))}
      </nav>
    );
  }
  if (side === 'end') {
    const total = cart.reduce((sum, line) => sum + line.cents * line.qty, 0);
    return (
      <Stack gap="sm">
        {cart.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm">{t(`offcanvas.sides.end.items.${line.id}`)}</Text>
              <Text size="xs" c="dimmed">
                {t('offcanvas.sides.end.qty', { count: line.qty })}
              </Text>
            </div>
            <Text size="sm">{format.currency((line.cents * line.qty) / 100)}</Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>{t('offcanvas.sides.end.subtotal')}</Text>
          <Text fw={600}>{format.currency(total / 100)}</Text>
        </Group>
        <Button fullWidth onClick={onClose}>
          {t('offcanvas.sides.end.checkout')}
        </Button>
      </Stack>
    );
  }
  if (side === 'top') {
    return (
      <Stack gap="sm">
        <TextInput
          label={t('offcanvas.sides.top.search')}
          placeholder={t('offcanvas.sides.top.placeholder')}
          leftSection={<Search size={16} aria-hidden="true" />}
          data-autofocus
        />
        <Group gap="xs">
          {suggestions.map((word) => (
            <Button
              key={word}
              size="compact-sm"
              variant="light"
              leftSection={<Tag size={14} aria-hidden="true" />}
            >
              {t(`offcanvas.sides.top.suggestions.${word}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Button
        variant="light"
        color="teal"
        leftSection={<MessageCircle size={16} aria-hidden="true" />}
        onClick={onClose}
      >
        {t('offcanvas.sides.bottom.whatsapp')}
      </Button>
      <Button variant="light" leftSection={<Mail size={16} aria-hidden="true" />} onClick={onClose}>
        {t('offcanvas.sides.bottom.email')}
      </Button>
      <Button
        variant="light"
        color="gray"
        leftSection={<Link2 size={16} aria-hidden="true" />}
        onClick={onClose}
      >
        {t('offcanvas.sides.bottom.link')}
      </Button>
    </SimpleGrid>
  );
}

/** One button per side; the drawer's content fits its side (a menu, a cart, a search, a share). */
export function DrawerSides() {
  const { t } = useTranslation('components-overlay');
  const rtl = useDirection() === 'rtl';
  const [side, setSide] = useState<Side | null>(null);
  const shown = side ?? 'start';
  const close = () => setSide(null);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {sides.map((each) => (
          <Button key={each} variant="light" onClick={() => setSide(each)}>
            {t(`offcanvas.sides.${each}.button`)}
          </Button>
        ))}
      </SimpleGrid>
      <Drawer
        opened={side !== null}
        onClose={close}
        title={t(`offcanvas.sides.${shown}.title`)}
        size={shown === 'top' || shown === 'bottom' ? 'auto' : 'sm'}
        {...drawerPlacement(shown, rtl)}
      >
        <SideContent side={shown} onClose={close} />
      </Drawer>
    </>
  );
}

const looks = ['narrow', 'wide', 'floating', 'blur', 'bare'] as const;
type Look = (typeof looks)[number];

const lookProps: Record<Look, Partial<DrawerProps>> = {
  narrow: { size: 'xs' },
  wide: { size: 'xl' },
  floating: { offset: 8, radius: 'md' },
  blur: { overlayProps: { backgroundOpacity: 0.4, blur: 4 } },
  bare: { withOverlay: false, withCloseButton: true, shadow: 'xl' },
};

/** Sizes, a floating drawer, a blurred background and one without an overlay. */
export function DrawerLooks() {
  const { t } = useTranslation('components-overlay');
  const rtl = useDirection() === 'rtl';
  const [look, setLook] = useState<Look | null>(null);
  const shown = look ?? 'narrow';
  return (
    <>
      <Group gap="xs">
        {looks.map((each) => (
          <Button key={each} variant="default" onClick={() => setLook(each)}>
            {t(`offcanvas.looks.${each}`)}
          </Button>
        ))}
      </Group>
      <Drawer
        opened={look !== null}
        onClose={() => setLook(null)}
        title={t(`offcanvas.looks.${shown}`)}
        {...drawerPlacement('end', rtl)}
        {...lookProps[shown]}
      >
        <Text size="sm">{t(`offcanvas.looks.about.${shown}`)}</Text>
      </Drawer>
    </>
  );
}
