import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import type { SelectedPerson } from './selected-person';
import { toast } from '../../lib/toast';
import { ImageChoiceGrid, type ImageChoice } from './ImageChoiceGrid';
import { SaveUpload } from './SaveUpload';
import { SelectedImage } from './SelectedImage';

/** Where the try-on's person comes from (spec: the person source is either upload or select). */
export type PersonSource =
  { kind: 'upload'; url: string | null } | { kind: 'select'; person: SelectedPerson };

export const NO_PERSON: PersonSource = { kind: 'upload', url: null };

/** The person image address of a source, or `null` when none is chosen yet. */
export function personImageOf(source: PersonSource): string | null {
  return source.kind === 'upload' ? source.url : source.person.imageUrl;
}

export interface PersonPhotoCardProps {
  value: PersonSource;
  onChange(value: PersonSource): void;
  /** Saved AI people and saved person photos, offered under "AI Models" (AI people first). */
  choices: SelectedPerson[];
  loadingChoices: boolean;
  upload?: (file: File) => Promise<string>;
}

type Tab = 'upload' | 'models';

/**
 * The Person Photo card: tabs Upload and AI Models (saved AI people plus saved person photos, with a link to
 * /gemini-generate when there are none). Picking one replaces the upload; Clear or Change resets it. A picked
 * image that fails to load gives the spec's "Selection Error" toast.
 */
export function PersonPhotoCard({ value, onChange, choices, loadingChoices, upload }: PersonPhotoCardProps) {
  const [tab, setTab] = useState<Tab>('upload');

  const pick = (item: ImageChoice) => {
    const person = choices.find((choice) => `${choice.source}-${choice.id}` === item.key);
    if (!person) return;
    onChange({ kind: 'select', person });
    toast(
      person.source === 'ai'
        ? {
            title: 'AI Person Selected',
            description: `${person.name} will be used for the try-on.`,
            variant: 'success',
          }
        : {
            title: 'Person Image Selected',
            description: `${person.name} will be used for the try-on.`,
            variant: 'success',
          },
    );
  };

  const items: ImageChoice[] = choices.map((person) => ({
    key: `${person.source}-${person.id}`,
    name: person.name,
    imageUrl: person.imageUrl,
    tag: person.source === 'ai' ? 'AI' : undefined,
  }));

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label="Person Photo"
      data-testid="person-card"
    >
      <Title order={2} size="h4" mb="sm">
        Person Photo
      </Title>
      {value.kind === 'select' ? (
        <SelectedImage
          name={value.person.name}
          imageUrl={value.person.imageUrl}
          alt="Selected person"
          onClear={() => {
            onChange(NO_PERSON);
            setTab('upload');
          }}
          onChange={() => {
            onChange(NO_PERSON);
            setTab('models');
          }}
          onError={() => {
            toast({
              title: 'Selection Error',
              description: 'Selected person image could not be loaded. Please try selecting again.',
              variant: 'destructive',
            });
            onChange(NO_PERSON);
          }}
        />
      ) : (
        <Tabs value={tab} onChange={(next) => setTab(next === 'models' ? 'models' : 'upload')}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="upload">Upload</Tabs.Tab>
            <Tabs.Tab value="models">AI Models</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upload">
            <Stack gap="sm">
              <ImageUpload
                value={value.url}
                onChange={(url) => onChange({ kind: 'upload', url })}
                label="Upload person photo"
                previewAlt="Person photo preview"
                upload={upload}
              />
              {value.url ? (
                <SaveUpload
                  url={value.url}
                  kind="person"
                  namePrefix="Person Photo"
                  title="Save Person Photo"
                  label="Save Photo"
                  quickSave
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="models">
            {loadingChoices ? (
              <Text c="dimmed" size="sm" role="status">
                Loading your saved models...
              </Text>
            ) : items.length === 0 ? (
              <Stack align="center" ta="center" gap="sm" py="md">
                <Text c="dimmed" size="sm">
                  No saved models yet. Generate an AI model or save a person photo to pick it here.
                </Text>
                <Button
                  component={Link}
                  to="/gemini-generate"
                  variant="light"
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                >
                  Generate AI Models
                </Button>
              </Stack>
            ) : (
              <ImageChoiceGrid items={items} onPick={pick} />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Card>
  );
}
