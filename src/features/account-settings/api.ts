import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import { http } from '@/lib/http';
import {
  accountSettingsSchema,
  generalSchema,
  infoSchema,
  notificationSchema,
  passwordChangedSchema,
  socialSchema,
  type AccountSettings,
  type ConnectionService,
  type GeneralFields,
  type InfoFields,
  type NotificationFields,
  type PasswordForm,
  type SocialLinks,
} from './types';

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  data: () => [...accountSettingsKeys.all, 'data'] as const,
};

/** GET /account-setting/data: the signed-in person's own settings. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.data(),
    queryFn: ({ signal }) =>
      http.demo.get('/account-setting/data', {
        schema: accountSettingsSchema,
        signal,
      }),
  });

export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());

type Section = keyof AccountSettings;

/** The saved section replaces its cached one: the other tabs open on what was saved. */
const keep =
  <K extends Section>(section: K) =>
  (saved: AccountSettings[K], client: QueryClient) =>
    client.setQueryData<AccountSettings>(accountSettingsKeys.data(), (data) =>
      data ? { ...data, [section]: saved } : data,
    );

/**
 * One section's save (`POST /account-setting/{path}`), answered as saved. The form says a
 * failure itself, beside the fields or above them (`errorShownBy: 'form'`).
 */
function useSectionSave<K extends Section, B, S extends $ZodType<AccountSettings[K]>>(
  section: K,
  path: string,
  schema: S,
) {
  return useMutation({
    mutationFn: (body: B) =>
      http.demo.post(`/account-setting/${path}`, { json: body, schema }) as Promise<output<S>>,
    meta: { errorShownBy: 'form' },
    onSuccess: (saved, _body, _result, { client }) => keep(section)(saved, client),
  });
}

type Versioned<T> = T & { version: number };

export const useSaveGeneral = () =>
  useSectionSave<'general', Versioned<GeneralFields>, typeof generalSchema>(
    'general',
    'general',
    generalSchema,
  );

export const useSaveInfo = () =>
  useSectionSave<'info', Versioned<InfoFields>, typeof infoSchema>('info', 'info', infoSchema);

export const useSaveSocialLinks = () =>
  useSectionSave<'social', Versioned<{ socialLinks: SocialLinks }>, typeof socialSchema>(
    'social',
    'social',
    socialSchema,
  );

/** A connection's switch: that service alone (another tab's switch is never undone). */
export const useSwitchConnection = () =>
  useSectionSave<'social', { connections: Partial<Record<ConnectionService, boolean>> }, typeof socialSchema>('social', 'social', socialSchema); // prettier-ignore

export const useSaveNotification = () =>
  useSectionSave<'notification', Versioned<NotificationFields>, typeof notificationSchema>(
    'notification',
    'notification',
    notificationSchema,
  );

/** Ours: the person's own password; the form says what failed, the policy what succeeded. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: PasswordForm) =>
      http.demo.post('/account-setting/password', { json: body, schema: passwordChangedSchema }),
    meta: { errorShownBy: 'form', successMessage: 'account-settings:toasts.passwordChanged' },
  });
}
