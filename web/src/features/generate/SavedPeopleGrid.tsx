import { SimpleGrid, Stack, Title } from '@mantine/core';
import { MODEL_GRID_COLS, ModelCard } from '../../components/ModelCard/ModelCard';
import type { AiPerson } from '../ai-jobs/saved-people';

/** The generate screen's "Saved People (n)" grid; shown only when there is anyone. */
export function SavedPeopleGrid({
  people: all,
  onUse,
}: {
  people: AiPerson[];
  onUse(person: AiPerson): void;
}) {
  // A saved person without an accepted /uploads/ address has nothing to show or use.
  const people = all.filter((person): person is AiPerson & { imageUrl: string } => Boolean(person.imageUrl));
  if (people.length === 0) return null;
  const title = `Saved People (${people.length})`;
  return (
    <Stack gap="sm" component="section" aria-label={title} mt="xl">
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid cols={MODEL_GRID_COLS} spacing="sm">
        {people.map((person) => (
          <ModelCard
            key={person.id}
            name={person.name}
            imageUrl={person.imageUrl}
            onUse={() => onUse(person)}
            hideCardOnError
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
