import { Stack, Text, Title } from '@mantine/core';
import { SearchInput } from '@/components/search-input/search-input';
import classes from './help.module.css';

interface HelpHeroProps {
  title: string;
  subtitle: string;
  searchLabel: string;
  placeholder: string;
  /** The live text (`list.q`); the URL follows after a pause. */
  value: string;
  onChange: (value: string) => void;
}

/** The help pages' opening: a greeting and the search box. */
export function HelpHero({
  title,
  subtitle,
  searchLabel,
  placeholder,
  value,
  onChange,
}: HelpHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="help-hero-title">
      <Stack gap="sm" align="center">
        <Title order={2} id="help-hero-title">
          {title}
        </Title>
        <Text c="dimmed" maw={560}>
          {subtitle}
        </Text>
        <SearchInput
          className={classes.heroSearch}
          size="md"
          radius="md"
          aria-label={searchLabel}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
        />
      </Stack>
    </section>
  );
}
