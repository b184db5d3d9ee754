import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { bidiText } from '@/components/bidi/bidi';
import { helpPaths } from '../paths';
import type { KbCard } from '../types';
import { CategoryArt } from './category-art';
import classes from './help.module.css';

const columns = { base: 1, sm: 2, lg: 3 };

/** The knowledge base's categories: a drawing, the title (the card's one link) and what it holds. */
export function KbCardGrid({ cards }: { cards: readonly KbCard[] }) {
  return (
    <SimpleGrid cols={columns} spacing="lg">
      {cards.map((card) => (
        <Card
          key={card.id}
          component="article"
          withBorder
          radius="md"
          padding="lg"
          className={classes.linkCard}
          aria-labelledby={`kb-card-${card.id}`}
        >
          <Stack gap="sm" align="center" ta="center">
            <CategoryArt name={card.img} />
            <Title order={3} fz="h4" id={`kb-card-${card.id}`}>
              <Anchor
                component={Link}
                to={helpPaths.category(card.category)}
                underline="never"
                {...bidiText(classes.stretched)}
              >
                {card.title}
              </Anchor>
            </Title>
            <Text c="dimmed" size="sm" {...bidiText()}>
              {card.desc}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function KbCardGridSkeleton() {
  return (
    <SimpleGrid cols={columns} spacing="lg" aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Card key={index} withBorder radius="md" padding="lg" aria-hidden="true">
          <Stack gap="sm" align="center">
            <Skeleton height={110} width={160} radius="md" />
            <Skeleton height={20} width="50%" radius="sm" />
            <Skeleton height={12} width="90%" radius="sm" />
            <Skeleton height={12} width="70%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
