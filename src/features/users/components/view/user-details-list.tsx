import { useMemo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import type { UserWithDetails } from '../../types';
import { UserRoleLabel, UserStatusBadge } from '../user-badges';
import classes from './user-view.module.css';

/** A BCP 47 tag named in the active language ("pt-BR" → "Português (Brasil)"). */
function useLanguageName(tag: string): string {
  const { language } = useFormat();
  return useMemo(() => {
    const locale = languageMeta[language].intl;
    try {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    } catch {
      return tag;
    }
  }, [language, tag]);
}

/** An e-mail that breaks after its `@` when it must, never inside the domain. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span dir="ltr">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}

/** The user's details as label and value pairs: who they are and how to reach them. */
export function UserDetailsList({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const languageName = useLanguageName(user.details.language);
  const rows = [
    { key: 'username', value: <span dir="ltr">@{user.username}</span> },
    { key: 'email', value: <EmailAddress email={user.email} /> },
    { key: 'status', value: <UserStatusBadge status={user.status} /> },
    { key: 'role', value: <UserRoleLabel role={user.role} /> },
    { key: 'taxId', value: <span dir="ltr">{user.details.taxId}</span> },
    { key: 'contact', value: <span dir="ltr">{user.contact}</span> },
    { key: 'language', value: languageName },
    { key: 'country', value: <span {...bidiText()}>{user.country}</span> },
  ] as const;
  return (
    <dl className={classes.details}>
      {rows.map(({ key, value }) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(`card.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
