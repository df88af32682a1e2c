import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MODEL_GRID_COLS, ModelCard } from '../../components/ModelCard/ModelCard';
import { mediaUrls, type SavedUserImage } from '../../lib/media.api';
import { normalizeUploadedPerson, useTryOnWith } from '../../lib/selected-person';
import { FIVE_MINUTES, useApiQuery } from '../../lib/use-api-query';
import { useAuth } from '../auth/auth-context';
import { normalizeAiPerson } from '../generate/saved-people';
import { useSavedPeople } from '../generate/use-saved-people';

/**
 * "My Saved Models" on the dashboard (signed in only): the saved AI people (GET /api/gemini/saved-people/
 * {userId}) and the uploaded person images (GET /api/saved-user-images/{userId}, category person), both
 * cached 5 min, each with "Use for Try-On". A saved AI person whose image fails to load is hidden.
 */
export function SavedModels() {
  const { user } = useAuth();
  const tryOnWith = useTryOnWith();
  const { data, isLoading } = useApiQuery<SavedUserImage[]>(
    user ? mediaUrls.savedUserImages(user.id) : null,
    { cached: true, maxAge: FIVE_MINUTES },
  );
  const uploaded = useMemo(() => (data ?? []).filter((image) => image.category === 'person'), [data]);
  const saved = useSavedPeople(user?.id);
  // A saved AI person without an accepted /uploads/ address has nothing to show or use.
  const aiPeople = useMemo(() => (saved.people ?? []).filter((person) => person.imageUrl), [saved.people]);

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
      {isLoading || saved.isLoading ? (
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
