import { Button, Group, Popover, Text, type FloatingPosition } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './tour.module.css';
import type { Tour } from './use-tour';

interface TourTargetProps {
  tour: Tour;
  /** The step's id (`TourStep.id`). */
  id: string;
  /** Where the popover opens beside the element. @default 'bottom' */
  position?: FloatingPosition;
  /** Sizes the wrapper in its row (it wraps the element in a block). */
  className?: string;
  children: ReactNode;
}

const smooth = () =>
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An element a tour stops at: while its step is shown it is scrolled into view and ringed,
 * and a popover beside it (a dialog, the focus inside) says the step — title, text,
 * "Passo 2 de 5", Voltar / Próximo (Concluir on the last) / Pular; Esc ends the tour.
 */
export function TourTarget({
  tour,
  id,
  position = 'bottom',
  className,
  children,
}: TourTargetProps) {
  const { t } = useTranslation('extensions-interact');
  const element = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const index = tour.steps.findIndex((step) => step.id === id);
  const opened = index !== -1 && tour.index === index;
  const step = tour.steps[index];
  const last = index === tour.steps.length - 1;

  useEffect(() => {
    if (opened) {
      element.current?.scrollIntoView({ block: 'center', behavior: smooth() ? 'smooth' : 'auto' });
    }
  }, [opened]);

  return (
    <Popover
      opened={opened}
      position={position}
      withArrow
      shadow="md"
      trapFocus
      returnFocus={false}
      closeOnClickOutside={false}
      // Esc is the tour's own (it ends the tour from anywhere on the page).
      closeOnEscape={false}
      withRoles={false}
      zIndex={250}
    >
      <Popover.Target>
        <div
          ref={element}
          className={className ? `${classes.target} ${className}` : classes.target}
          data-tour-active={opened || undefined}
        >
          {children}
        </div>
      </Popover.Target>
      <Popover.Dropdown
        className={classes.dropdown}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        {step && (
          <>
            <Text size="xs" c="dimmed" fw={600}>
              {t('tour.engine.progress', { step: index + 1, count: tour.steps.length })}
            </Text>
            <Text id={titleId} fw={700} mt={4}>
              {step.title}
            </Text>
            <Text id={textId} size="sm" mt={4}>
              {step.text}
            </Text>
            <Group justify="space-between" mt="md" gap="xs">
              <Button variant="subtle" color="gray" size="compact-sm" onClick={tour.skip}>
                {t('tour.engine.skip')}
              </Button>
              <Group gap="xs">
                {index > 0 && (
                  <Button variant="default" size="compact-sm" onClick={tour.back}>
                    {t('tour.engine.back')}
                  </Button>
                )}
                <Button size="compact-sm" onClick={last ? tour.finish : tour.next} data-autofocus>
                  {last ? t('tour.engine.finish') : t('tour.engine.next')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
