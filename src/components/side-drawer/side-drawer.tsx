import { Drawer, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { StickyFormActions } from '@/components/form-actions/form-actions';
import { LazyFields } from '@/components/query-state/lazy-fields';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import classes from './side-drawer.module.css';

const FIELDS = [36, 36, 36, 36, 90];

interface SideDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** While the content's code downloads (a lazy form): the heights of the fields sketched. */
  skeleton?: readonly number[];
  /** Its width from `sm` up; a phone gets the whole screen. @default 'md' */
  size?: MantineSize | number;
  children: ReactNode;
}

/**
 * A side drawer for a form or details beside a page: it comes from the side where the
 * reading direction ends, takes the whole screen on a phone, scrolls its body under a fixed
 * title, keeps a form's `FormActions` in view at its foot, and names its close button in the
 * active language. Its content may be a lazy piece: a skeleton stands in while it downloads,
 * and a failed download says so in place, with a retry.
 */
export function SideDrawer({
  opened,
  onClose,
  title,
  skeleton = FIELDS,
  size = 'md',
  children,
}: SideDrawerProps) {
  const { t } = useTranslation('common');
  const rtl = useDirection() === 'rtl';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine lays "right" out with flexbox, so it is already the left in right-to-left;
      // only the slide needs the direction (Mantine reads its own, which we do not set).
      position="right"
      transitionProps={{ transition: rtl ? 'slide-right' : 'slide-left' }}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      classNames={{ content: classes.content, title: classes.title }}
    >
      <StickyFormActions value>
        <LazyFields skeleton={skeleton}>{children}</LazyFields>
      </StickyFormActions>
    </Drawer>
  );
}
