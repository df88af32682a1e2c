import { AspectRatio, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHanger, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mediaUrls, type SavedUserImage } from '../../lib/media.api';
import { normalizeUploadedPerson, storeSelectedPerson } from '../../lib/selected-person';
import { FIVE_MINUTES, useApiQuery } from '../../lib/use-api-query';
import { useAuth } from '../auth/auth-context';

/** 2 to 6 columns by screen width (spec, Dashboard). */
const COLS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

interface ModelCardProps {
  name: string;
  imageUrl: string;
  onUse(): void;
}

/** A saved person with "Use for Try-On"; an image that fails to load is hidden. */
function ModelCard({ name, imageUrl, onUse }: ModelCardProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Card withBorder padding="xs" radius="md" component="article" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={3 / 4} bg="gray.1">
          <img
            src={imageUrl}
            alt={name}
            loading="lazy"
            decoding="async"
            hidden={broken}
            onError={() => setBroken(true)}
            style={{ objectFit: 'cover', width: '100%', height: '100%' }}
          />
        </AspectRatio>
      </Card.Section>
      <Text size="sm" fw={600} mt="xs" truncate="end" title={name}>
        {name}
      </Text>
      <Button
        size="xs"
        mt="xs"
        fullWidth
        variant="light"
        leftSection={<IconHanger size={14} aria-hidden />}
        onClick={onUse}
        aria-label={`Use ${name} for Try-On`}
      >
        Use for Try-On
      </Button>
    </Card>
  );
}

/**
 * "My Saved Models" on the dashboard (signed in only): the uploaded person images
 * (GET /api/saved-user-images/{userId}, category person, cached 5 min) with "Use for Try-On".
 */
export function SavedModels() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data, isLoading } = useApiQuery<SavedUserImage[]>(
    user ? mediaUrls.savedUserImages(user.id) : null,
    { cached: true, maxAge: FIVE_MINUTES },
  );
  const uploaded = useMemo(() => (data ?? []).filter((image) => image.category === 'person'), [data]);

  if (!user) return null;

  const useForTryOn = (image: SavedUserImage) => {
    const person = normalizeUploadedPerson(image);
    if (person) storeSelectedPerson(person);
    else console.warn(`Saved image ${image.id} could not be normalized for try-on: no usable image address`);
    void navigate('/gemini-virtual-tryon');
  };

  // The "AI Generated Models (count)" group (GET /api/gemini/saved-people/{userId}) comes with the
  // generate issue: add it to this list, and to the empty check, as a second group before "Uploaded Models".
  const groups = [{ key: 'uploaded', title: `Uploaded Models (${uploaded.length})`, items: uploaded }];
  const hasAny = groups.some((group) => group.items.length > 0);

  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="saved-models">
      <Title order={2} id="saved-models" mb="lg">
        My Saved Models
      </Title>
      {isLoading ? (
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
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <Stack key={group.key} gap="sm" component="section" aria-label={group.title}>
                <Title order={3} size="h4">
                  {group.title}
                </Title>
                <SimpleGrid cols={COLS} spacing="sm">
                  {group.items.map((image) => (
                    <ModelCard
                      key={image.id}
                      name={image.name}
                      imageUrl={image.thumbnailUrl || image.imageUrl}
                      onUse={() => useForTryOn(image)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
        </Stack>
      )}
    </Container>
  );
}
