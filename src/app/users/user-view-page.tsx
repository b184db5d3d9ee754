import { useAbility } from '@casl/react';
import { Grid, Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { ACCOUNT_NAMESPACE } from '@/components/account/namespace';
import { QueryError } from '@/components/query-state/query-error';
import {
  ClientInvoicesCard,
  clientInvoicesPath,
} from '@/features/invoice/components/client-invoices-card';
import { useUser } from '@/features/users/api';
import { PlanCard } from '@/features/users/components/view/plan-card';
import { UserCard } from '@/features/users/components/view/user-card';
import { UserTabs } from '@/features/users/components/view/user-tabs';
import {
  UserNotFound,
  userListPath,
  UserViewSkeleton,
} from '@/features/users/components/view/user-view-states';
import type { AppAbility } from '@/lib/ability';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';

// The page composes two features (a user and their invoices), so it lives in the app layer.
export const namespaces = ['user-view', 'users', 'invoice', 'table', ACCOUNT_NAMESPACE] as const;

/** `/apps/user/view/:id?tab=`: one user — card, plan, and their account in tabs. */
export default function UserViewPage() {
  const { id = '' } = useParams();
  if (id === '') return <Navigate replace to={userListPath} />;
  if (!/^\d{1,9}$/.test(id)) return <UserNotFound id={id} />;
  return <UserView key={id} id={Number(id)} />;
}

function UserView({ id }: { id: number }) {
  const { t } = useTranslation('user-view');
  const query = useUser(id);
  // Someone who may see users but not invoices gets the page without them.
  const invoicesShown = useAbility<AppAbility>().can('read', 'Invoice');

  if (query.isPending) return <UserViewSkeleton />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <UserNotFound id={String(id)} />
    ) : (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const user = query.data;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="md">
          <UserCard user={user} />
          <PlanCard user={user} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <UserTabs
          user={user}
          invoices={invoicesShown && <ClientInvoicesCard clientName={user.fullName} />}
          invoicesPath={invoicesShown ? clientInvoicesPath(user.fullName) : undefined}
        />
      </Grid.Col>
    </Grid>
  );
}
