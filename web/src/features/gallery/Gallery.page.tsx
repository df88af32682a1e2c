import { Button, Container, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { GalleryGrid } from './GalleryGrid';
import { GalleryLightbox } from './GalleryLightbox';
import { LoadMore } from './LoadMore';
import { galleryTabFrom, type GalleryItem, type GalleryTab } from './gallery-items';
import { UploadToGallery } from './UploadToGallery';
import { useGallery } from './use-gallery';

/** How the Load more button names each list (its accessible name). */
const LIST_NAMES: Record<GalleryTab, string> = {
  person: 'person images',
  clothing: 'clothing items',
  results: 'try-on results',
};

/** The spec's delete confirmation (section 2, My Gallery). */
export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete this image? This action cannot be undone.';

/**
 * My Gallery (/gallery): Person Images, Clothing Items and Try-On Results with counts, each item with
 * Download (`{name}.jpg`) and Delete (after the spec's confirmation), its thumbnail opening the full image
 * in a lightbox, plus an Upload action. The tab shown is the one chosen (kept in the address as
 * `?tab=person|clothing|results`), else the first with items. Each list shows its first page and loads the
 * next as the person scrolls to its end (or presses Load more). The lists are asked once and then read
 * from the cache, which saves and deletes keep up to date.
 */
export function GalleryPage() {
  useDocumentTitle(`My Gallery | ${BRAND_NAME}`);
  const {
    chooseTab,
    clothingItems,
    confirmDelete,
    deleting,
    downloadingId,
    isLoading,
    loadMore,
    loadingMore,
    me,
    onDownload,
    pendingDelete,
    personItems,
    resultItems,
    setPendingDelete,
    setUploadOpen,
    setViewing,
    tab,
    uploadOpen,
    viewing,
  } = useGallery();
  const uploadButton = (label = 'Upload') => (
    <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploadOpen(true)}>
      {label}
    </Button>
  );

  const grid = (
    list: GalleryTab,
    items: GalleryItem[] | undefined,
    isLoading: boolean,
    loadingLabel: string,
    empty: Parameters<typeof GalleryGrid>[0]['empty'],
  ) => {
    const page =
      list === 'person' ? me?.personImages : list === 'clothing' ? me?.clothingImages : me?.savedTryOnResults;
    return (
      <>
        <GalleryGrid
          items={items}
          isLoading={isLoading}
          loadingLabel={loadingLabel}
          empty={empty}
          onOpen={setViewing}
          onDownload={(item) => void onDownload(item)}
          onDelete={setPendingDelete}
          downloadingId={downloadingId}
        />
        {page?.nextCursor && items && items.length > 0 && (
          <LoadMore
            label={`Load more ${LIST_NAMES[list]}`}
            loading={loadingMore[list] === true}
            onLoadMore={() => void loadMore(list)}
          />
        )}
      </>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1}>My Gallery</Title>
          <Text c="dimmed">Your saved person images, clothing items and try-on results.</Text>
        </Stack>
        {uploadButton()}
      </Group>

      <Tabs value={tab} onChange={(value) => chooseTab(galleryTabFrom(value) ?? 'person')}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="person">Person Images ({me?.personImages.totalCount ?? 0})</Tabs.Tab>
          <Tabs.Tab value="clothing">Clothing Items ({me?.clothingImages.totalCount ?? 0})</Tabs.Tab>
          <Tabs.Tab value="results">Try-On Results ({me?.savedTryOnResults.totalCount ?? 0})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="person">
          {grid('person', personItems, isLoading, 'Loading person images', {
            title: 'No person images yet',
            text: 'Upload a photo of a person to use it for virtual try-ons.',
            action: uploadButton('Upload a Person Photo'),
          })}
        </Tabs.Panel>
        <Tabs.Panel value="clothing">
          {grid('clothing', clothingItems, isLoading, 'Loading clothing items', {
            title: 'No clothing items yet',
            text: 'Upload a clothing item to try it on a person.',
            action: uploadButton('Upload a Clothing Item'),
          })}
        </Tabs.Panel>
        <Tabs.Panel value="results">
          {grid('results', resultItems, isLoading, 'Loading try-on results', {
            title: 'No try-on results yet',
            text: 'Results you save from a virtual try-on appear here.',
            action: (
              <Button component={Link} to="/gemini-virtual-tryon" variant="light">
                Start Virtual Try-On
              </Button>
            ),
          })}
        </Tabs.Panel>
      </Tabs>

      <Modal
        opened={pendingDelete !== null}
        onClose={() => !deleting && setPendingDelete(null)}
        title={pendingDelete?.kind === 'try_on_result' ? 'Delete Try-On Result' : 'Delete Image'}
        centered
      >
        <Text>{DELETE_CONFIRM_TEXT}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setPendingDelete(null)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirmDelete()} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Modal>

      <GalleryLightbox
        item={viewing}
        onClose={() => setViewing(null)}
        onDownload={(item) => void onDownload(item)}
        downloading={viewing !== null && downloadingId === `${viewing.kind}-${viewing.id}`}
      />

      <UploadToGallery
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        initialCategory={tab === 'clothing' ? 'clothing' : 'person'}
        onSaved={chooseTab}
      />
    </Container>
  );
}
