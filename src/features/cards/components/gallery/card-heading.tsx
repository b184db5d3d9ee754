import { Text, Title } from '@mantine/core';

interface CardHeadingProps {
  title: string;
  subtitle?: string;
  /** `h2` for a card directly on the page, `h3` inside a titled section. */
  order?: 2 | 3;
}

/** A card's title and the dimmed line under it. */
export function CardHeading({ title, subtitle, order = 2 }: CardHeadingProps) {
  return (
    <>
      <Title order={order} size="h5">
        {title}
      </Title>
      {subtitle && (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
    </>
  );
}
