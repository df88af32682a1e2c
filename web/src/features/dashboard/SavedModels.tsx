import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SavedModels_UserFragment } from '../../__generated__/graphql';
import { MODEL_GRID_COLS, ModelCard } from '../../components/ModelCard/ModelCard';
import { normalizeUploadedPerson, useTryOnWith } from '../tryon/selected-person';
import { normalizeAiPerson, toAiPerson, type AiPerson } from '../ai-jobs/saved-people';
import { useAuth } from '../auth/auth-context';

export interface SavedModelsProps {
  /** The signed-in User's saved people (from the dashboard's query); undefined until it answers. */
  saved: SavedModels_UserFragment | null | undefined;
  /** True while the dashboard's query has no answer yet. */
  loading: boolean;
}

/**
 * "My Saved Models" on the dashboard (signed in only): the saved AI people and the uploaded person images,
 * each with "Use for Try-On". A saved AI person without an accepted /uploads/ address, or whose image fails
 * to load, is hidden.
 */
export function SavedModels({ saved, loading }: SavedModelsProps) {
  const { user } = useAuth();
  const tryOnWith = useTryOnWith();
  const uploaded = useMemo(
    () => (saved?.savedUserImages ?? []).filter((image) => image.kind === 'person'),
    [saved],
  );
  // The spec's image address resolver: only /uploads/ addresses count.
  const aiPeople = useMemo(
    () =>
      (saved?.savedGeminiPeople ?? [])
        .map(toAiPerson)
        .filter((person): person is AiPerson => person !== null && person.imageUrl !== null),
    [saved],
  );

  if (!user) return null;

  const aiTitle = `AI Generated Models (${aiPeople.length})`;
  const uploadedTitle = `Uploaded Models (${uploaded.length})`;
  const hasAny = aiPeople.length > 0 || uploaded.length > 0;
  const group = (key: string, title: string, cards: ReactNode) => (
    <Stack key={key} gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={MODEL_GRID_COLS} spacing="sm">
        {cards}
      </SimpleGrid>
    </Stack>
  );

  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="saved-models">
      <Title order={2} id="saved-models" mb="lg">
        My Saved Models
      </Title>
      {loading && !saved ? (
        <Text c="dimmed" role="status">
          Loading your saved models...
        </Text>
      ) : !hasAny ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" ta="center" gap="sm">
            <Title order={3} size="h4">
              No Saved Models Yet
            </Title>
            <Text c="dimmed" maw={460}>
              Generate an AI model or upload a photo of a person, save it, and it will be ready for your next
              try-on here.
            </Text>
            <Group justify="center" gap="sm" mt="xs">
              <Button
                component={Link}
                to="/gemini-generate"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                Generate AI Models
              </Button>
              <Button
                component={Link}
                to="/gemini-virtual-tryon"
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Upload &amp; Try On
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Stack gap="xl">
          {aiPeople.length > 0
            ? group(
                'ai',
                aiTitle,
                aiPeople.map((person) => (
                  <ModelCard
                    key={person.id}
                    name={person.name}
                    imageUrl={person.imageUrl ?? ''}
                    onUse={() => tryOnWith(normalizeAiPerson(person), `Saved AI person ${person.id}`)}
                    hideCardOnError
                  />
                )),
              )
            : null}
          {uploaded.length > 0
            ? group(
                'uploaded',
                uploadedTitle,
                uploaded.map((image) => (
                  <ModelCard
                    key={image.id}
                    name={image.name}
                    imageUrl={image.thumbnailUrl || image.imageUrl}
                    onUse={() => tryOnWith(normalizeUploadedPerson(image), `Saved image ${image.id}`)}
                  />
                )),
              )
            : null}
        </Stack>
      )}
    </Container>
  );
}
