import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { toast } from '../../lib/toast';
import { ImageChoiceGrid, type ImageChoice } from './ImageChoiceGrid';
import { SaveUpload } from './SaveUpload';
import { SelectedImage } from './SelectedImage';

/** A chosen garment: an upload, or a saved clothing item (with its name). */
export type GarmentChoice =
  { source: 'upload'; url: string } | { source: 'saved'; url: string; name: string };

export interface GarmentCardProps {
  title: string;
  /** Accessible name of the drop zone, e.g. "Upload clothing item". */
  uploadLabel: string;
  testId: string;
  value: GarmentChoice | null;
  onChange(value: GarmentChoice | null): void;
  /** Saved clothing items, offered under "Saved Items". */
  savedItems: ImageChoice[];
  loadingSaved: boolean;
  /** The selects under the image (Category, Garment Type). */
  children?: ReactNode;
  upload?: (file: File) => Promise<string>;
  /** The default save name's prefix of an uploaded garment ("Clothing Item", "Clothing Item 2"). */
  saveNamePrefix: string;
}

type Tab = 'upload' | 'saved';

/** A garment card (Clothing Item, Second Garment): tabs Upload and Saved Items, then its selects. */
export function GarmentCard({
  title,
  uploadLabel,
  testId,
  value,
  onChange,
  savedItems,
  loadingSaved,
  children,
  upload,
  saveNamePrefix,
}: GarmentCardProps) {
  const [tab, setTab] = useState<Tab>('upload');

  const pick = (item: ImageChoice) => {
    onChange({ source: 'saved', url: item.imageUrl, name: item.name });
    toast({ title: 'Clothing Selected', description: `${item.name} will be tried on.`, variant: 'success' });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="md">
        {value?.source === 'saved' ? (
          <SelectedImage
            name={value.name}
            imageUrl={value.url}
            alt={`Selected ${title.toLowerCase()}`}
            onClear={() => {
              onChange(null);
              setTab('upload');
            }}
            onChange={() => {
              onChange(null);
              setTab('saved');
            }}
          />
        ) : (
          <Tabs value={tab} onChange={(next) => setTab(next === 'saved' ? 'saved' : 'upload')}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="upload">Upload</Tabs.Tab>
              <Tabs.Tab value="saved">Saved Items</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upload">
              <Stack gap="sm">
                <ImageUpload
                  value={value?.url ?? null}
                  onChange={(url) => onChange(url ? { source: 'upload', url } : null)}
                  label={uploadLabel}
                  previewAlt={`${title} preview`}
                  upload={upload}
                />
                {value?.source === 'upload' ? (
                  <SaveUpload
                    url={value.url}
                    kind="clothing"
                    namePrefix={saveNamePrefix}
                    title="Save Clothing Item"
                    label="Save Item"
                  />
                ) : null}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="saved">
              {loadingSaved ? (
                <Text c="dimmed" size="sm" role="status">
                  Loading your saved items...
                </Text>
              ) : savedItems.length === 0 ? (
                <Text c="dimmed" size="sm" ta="center" py="md">
                  No saved clothing items yet. Upload one here or in My Gallery.
                </Text>
              ) : (
                <ImageChoiceGrid items={savedItems} onPick={pick} />
              )}
            </Tabs.Panel>
          </Tabs>
        )}
        {children}
      </Stack>
    </Card>
  );
}
