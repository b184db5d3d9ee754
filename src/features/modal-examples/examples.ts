import type { MantineColor, MantineSize } from '@mantine/core';
import {
  AppWindow,
  CreditCard,
  Gift,
  MapPinPlus,
  ShieldCheck,
  Tags,
  UserPen,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { lazyPiece } from '@/components/query-state/lazy-piece';

/** What every example's body gets: `onDone` closes its modal (after a valid submit or a cancel). */
export interface ExampleBodyProps {
  onDone: () => void;
}

type BodyModule = Promise<{ default: ComponentType<ExampleBodyProps> }>;

export const exampleIds = [
  'share',
  'addCard',
  'pricing',
  'editUser',
  'twoFactor',
  'addAddress',
  'createApp',
  'refer',
] as const;
export type ExampleId = (typeof exampleIds)[number];

export interface ModalExample {
  id: ExampleId;
  icon: LucideIcon;
  color: MantineColor;
  size: MantineSize;
  /** The sketch's field heights while the body downloads. */
  skeleton: readonly number[];
  /** Downloads the body (also called ahead, when the pointer or focus reaches "Abrir"). */
  load: () => BodyModule;
  Body: ComponentType<ExampleBodyProps>;
}

const example = (
  id: ExampleId,
  icon: LucideIcon,
  color: MantineColor,
  size: MantineSize,
  skeleton: readonly number[],
  load: () => BodyModule,
): ModalExample => ({ id, icon, color, size, skeleton, load, Body: lazyPiece(load) });

/** The eight examples, each body its own chunk, downloaded when first wanted. */
export const modalExamples: readonly ModalExample[] = [
  example(
    'share',
    UsersRound,
    'mirante',
    'lg',
    [36, 120, 60, 36],
    () => import('./components/share-project-form'),
  ),
  example(
    'addCard',
    CreditCard,
    'teal',
    'md',
    [36, 36, 36, 24],
    () => import('./components/add-card-form'),
  ),
  example('pricing', Tags, 'grape', 'xl', [32, 160, 36], () => import('./components/pricing-form')),
  example(
    'editUser',
    UserPen,
    'blue',
    'lg',
    [36, 36, 36, 36],
    () => import('./components/edit-user-form'),
  ),
  example(
    'twoFactor',
    ShieldCheck,
    'orange',
    'md',
    [90, 90, 36],
    () => import('./components/two-factor-form'),
  ),
  example(
    'addAddress',
    MapPinPlus,
    'cyan',
    'lg',
    [36, 36, 36, 60],
    () => import('./components/add-address-form'),
  ),
  example(
    'createApp',
    AppWindow,
    'indigo',
    'xl',
    [48, 36, 36, 36],
    () => import('./components/create-app-wizard'),
  ),
  example('refer', Gift, 'pink', 'lg', [90, 36, 36], () => import('./components/refer-form')),
];
