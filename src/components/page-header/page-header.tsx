import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import classes from './page-header.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
}

/** The page's one `h1` and the trail that leads to it. */
export function PageHeader({ title, crumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Group className={classes.root} justify="space-between" align="center" wrap="wrap">
      <Group gap="md" align="center" wrap="wrap" className={classes.heading}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {crumbs.length > 0 && (
          <nav aria-label={t('breadcrumbs')} className={classes.crumbs}>
            <Breadcrumbs separator="›" separatorMargin={6} className={classes.trail}>
              {crumbs.map((crumb, index) =>
                crumb.to ? (
                  <Anchor component={Link} to={crumb.to} key={crumb.label} size="sm">
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text
                    size="sm"
                    key={crumb.label}
                    c={index === crumbs.length - 1 ? undefined : 'dimmed'}
                    aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  >
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          </nav>
        )}
      </Group>
      {actions}
    </Group>
  );
}
