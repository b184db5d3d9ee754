import { Badge, Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import { planFeatures, planPrices } from '../../plans';
import { userPlans, userPlanSchema, type UserPlan, type UserWithDetails } from '../../types';
import { usePlanPrice } from './use-plan-text';

interface ChangePlanButtonProps {
  user: UserWithDetails;
  fullWidth?: boolean;
}

/** "Alterar plano" and the modal it opens, choosing among the four plans. */
export function ChangePlanButton({ user, fullWidth }: ChangePlanButtonProps) {
  const { t } = useTranslation('user-view');
  const [opening, setOpening] = useState(0);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        fullWidth={fullWidth}
        leftSection={<ArrowLeftRight size={16} aria-hidden="true" />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpened(true);
        }}
      >
        {t('actions.changePlan')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('planModal.title')}
        size="lg"
        centered
      >
        <PlanChoice key={opening} user={user} onDone={() => setOpened(false)} />
      </Modal>
    </>
  );
}

function PlanChoice({ user, onDone }: { user: UserWithDetails; onDone: () => void }) {
  const { t } = useTranslation(['user-view', 'users']);
  const price = usePlanPrice();
  const update = useUpdateUser();
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan);
  const failure = useFormFailure();

  const save = async () => {
    failure.clear();
    try {
      const saved = await update.mutateAsync({ id: user.id, user: { currentPlan: plan } });
      toast.success(t('toasts.planChanged', { plan: t(`users:plans.${saved.currentPlan}`) }));
      onDone();
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('planModal.text', { name: user.fullName })}
      </Text>
      <FormFailure error={failure.error} title={t('planModal.failed')} />
      <Radio.Group
        label={t('planModal.label')}
        value={plan}
        onChange={(value) => {
          const parsed = userPlanSchema.safeParse(value);
          if (parsed.success) setPlan(parsed.data);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          {userPlans.map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{t(`users:plans.${value}`)}</Text>
                    {value === user.currentPlan && (
                      <Badge size="xs" variant="light" miw="max-content">
                        {t('planModal.current')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" fw={500}>
                    {planPrices[value] === 0
                      ? price(value)
                      : t('billing.price', { price: price(value) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {planFeatures[value].map((feature) => t(`planFeatures.${feature}`)).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          loading={update.isPending}
          disabled={plan === user.currentPlan}
        >
          {t('actions.choosePlan')}
        </Button>
      </Group>
    </Stack>
  );
}
