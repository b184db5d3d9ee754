import { Card, Collapse, Group, LoadingOverlay, Modal, Title, VisuallyHidden } from '@mantine/core';
import { ChevronDown, ChevronUp, Maximize2, RotateCw, X } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import classes from './action-card.module.css';

/** A query the card can refetch: busy while it does. */
export interface Refreshable {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ActionCardProps {
  title: string;
  /** The card's body; a function draws it again, larger, in full screen (`true`). */
  children: ReactNode | ((fullScreen: boolean) => ReactNode);
  collapsible?: boolean;
  refresh?: Refreshable;
  expandable?: boolean;
  onRemove?: () => void;
  /** The card itself, for the page to move focus to it. */
  cardRef?: Ref<HTMLElement>;
}

/**
 * A card with actions in its header: collapse its body (`aria-expanded`), refetch its data
 * (busy, with a spinner, until the answer is there), open it full screen (Escape closes) and
 * remove it (the page offers the way back). Each button is named after the card.
 */
export function ActionCard({
  title,
  children,
  collapsible,
  refresh,
  expandable,
  onRemove,
  cardRef,
}: ActionCardProps) {
  const { t } = useTranslation('card-gallery');
  const [open, setOpen] = useState(true);
  const [fullScreen, setFullScreen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const refreshing = Boolean(refresh && refresh.isFetching && !refresh.isPending);
  const busy = Boolean(refresh && refresh.isFetching);
  const body = (large: boolean) => (typeof children === 'function' ? children(large) : children);
  return (
    <Card
      component="section"
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={busy}
      data-collapsed={open ? undefined : true}
      withBorder
      className={classes.card}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Title order={2} size="h5" id={headingId} className={classes.title}>
          {title}
        </Title>
        <Group gap={2} wrap="nowrap">
          {collapsible && (
            <IconButton
              label={t(open ? 'action.buttons.collapse' : 'action.buttons.expand', { card: title })}
              icon={open ? ChevronUp : ChevronDown}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((value) => !value)}
            />
          )}
          {refresh && (
            <IconButton
              label={t('action.buttons.refresh', { card: title })}
              icon={RotateCw}
              iconClassName={busy ? classes.spin : undefined}
              onClick={() => void refresh.refetch()}
            />
          )}
          {expandable && (
            <IconButton
              label={t('action.buttons.fullScreen', { card: title })}
              icon={Maximize2}
              onClick={() => setFullScreen(true)}
            />
          )}
          {onRemove && (
            <IconButton
              label={t('action.buttons.remove', { card: title })}
              icon={X}
              onClick={onRemove}
            />
          )}
        </Group>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <div className={classes.body}>
          <LoadingOverlay
            visible={refreshing}
            zIndex={1}
            overlayProps={{ blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
          {body(false)}
        </div>
      </Collapse>
      <VisuallyHidden role="status">
        {refreshing ? t('action.refreshing', { card: title }) : ''}
      </VisuallyHidden>
      {expandable && (
        <Modal
          opened={fullScreen}
          onClose={() => setFullScreen(false)}
          title={title}
          fullScreen
          closeButtonProps={{ 'aria-label': t('action.buttons.exitFullScreen', { card: title }) }}
          classNames={{ title: classes.fullScreenTitle, body: classes.fullScreenBody }}
        >
          {body(true)}
        </Modal>
      )}
    </Card>
  );
}
