import { Button, Container, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { BRAND_NAME } from '../../lib/brand';
import { describeError } from '../../lib/errors';
import { downloadImage, useDeleteSavedItem } from '../../lib/media.api';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from '../auth/auth-context';
import { GalleryGrid } from './GalleryGrid';
import { GalleryLightbox } from './GalleryLightbox';
import { LoadMore } from './LoadMore';
import {
  fromTryOnResult,
  fromUserImage,
  galleryTabFrom,
  openingGalleryTab,
  type GalleryItem,
  type GalleryTab,
} from './gallery-items';
import { UploadToGallery } from './UploadToGallery';

/** How the Load more button names each list (its accessible name). */
const LIST_NAMES: Record<GalleryTab, string> = {
  person: 'person images',
  clothing: 'clothing items',
  results: 'try-on results',
};

/** The spec's delete confirmation (section 2, My Gallery). */
export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete this image? This action cannot be undone.';

/** Items a gallery list loads at a time (a whole number of rows at 2, 3 and 4 columns). */
export const GALLERY_PAGE_SIZE = 24;

/**
 * The first page of each of the three lists of the gallery in one request, with their totals; each item
 * as its card shows it. Later pages come from the two queries below and are appended in the cache
 * (the lists' type policy).
 */
export const GalleryQuery = graphql(`
  query Gallery($limit: Int) {
    me {
      id
      personImages: savedUserImagesPage(category: "person", limit: $limit) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
      clothingImages: savedUserImagesPage(category: "clothing", limit: $limit) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {
        items {
          id
          ...GalleryCard_tryOnResult
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/** The next page of saved images of one category. */
export const GalleryMoreImagesQuery = graphql(`
  query GalleryMoreImages($category: String!, $limit: Int, $cursor: String!) {
    me {
      id
      savedUserImagesPage(category: $category, limit: $limit, cursor: $cursor) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/** The next page of saved try-on results. */
export const GalleryMoreResultsQuery = graphql(`
  query GalleryMoreResults($limit: Int, $cursor: String!) {
    me {
      id
      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {
        items {
          id
          ...GalleryCard_tryOnResult
        }
        nextCursor
        totalCount
      }
    }
  }
`);

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
  const { user } = useAuth();
  const client = useApolloClient();
  const { data, loading } = useQuery(GalleryQuery, {
    skip: !user,
    variables: { limit: GALLERY_PAGE_SIZE },
  });
  const me = data?.me ?? undefined;
  const isLoading = !user || (loading && !me);
  const deleteSavedItem = useDeleteSavedItem(user?.id);
  // Lists whose next page is on its way (each list loads on its own).
  const [loadingMore, setLoadingMore] = useState<Partial<Record<GalleryTab, boolean>>>({});

  /** Asks for the next page of a list; the answer is appended to the cached list, and so shown. */
  const loadMore = async (list: GalleryTab) => {
    const page =
      list === 'person' ? me?.personImages : list === 'clothing' ? me?.clothingImages : me?.savedTryOnResults;
    const cursor = page?.nextCursor;
    if (!cursor || loadingMore[list]) return;
    setLoadingMore((now) => ({ ...now, [list]: true }));
    try {
      if (list === 'results') {
        await client.query({
          query: GalleryMoreResultsQuery,
          variables: { limit: GALLERY_PAGE_SIZE, cursor },
          fetchPolicy: 'network-only',
        });
      } else {
        await client.query({
          query: GalleryMoreImagesQuery,
          variables: { category: list, limit: GALLERY_PAGE_SIZE, cursor },
          fetchPolicy: 'network-only',
        });
      }
    } catch (error) {
      toastError(error);
    } finally {
      setLoadingMore((now) => ({ ...now, [list]: false }));
    }
  };

  const [params, setParams] = useSearchParams();
  const chosenTab = galleryTabFrom(params.get('tab'));
  // With no tab chosen, the first one with items, decided once when the counts arrive: it does not move
  // when a list empties or fills later, and Person Images stays while they load.
  const [openingTab, setOpeningTab] = useState<GalleryTab | null>(null);
  if (openingTab === null && me) {
    setOpeningTab(
      openingGalleryTab({
        person: me.personImages.totalCount,
        clothing: me.clothingImages.totalCount,
        results: me.savedTryOnResults.totalCount,
      }),
    );
  }
  const tab = chosenTab ?? openingTab ?? 'person';
  /** Shows `next`, kept in the address (replacing it) so that a reload or a sign-in comes back to it. */
  const chooseTab = (next: GalleryTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  const [uploadOpen, setUploadOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<GalleryItem | null>(null);
  const [viewing, setViewing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const personItems = useMemo(() => me?.personImages.items.map(fromUserImage), [me]);
  const clothingItems = useMemo(() => me?.clothingImages.items.map(fromUserImage), [me]);
  const resultItems = useMemo(() => me?.savedTryOnResults.items.map(fromTryOnResult), [me]);

  const onDownload = async (item: GalleryItem) => {
    setDownloadingId(`${item.kind}-${item.id}`);
    try {
      await downloadImage(item.imageUrl, item.name);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloadingId(null);
    }
  };

  // One delete at a time: a double click on Delete sends one request (the second would find nothing).
  const confirmDelete = useSingleFlight(async () => {
    const item = pendingDelete;
    if (!item) return;
    const isResult = item.kind === 'try_on_result';
    setDeleting(true);
    try {
      // The answer's update drops the item from the cache, and so from the lists shown here.
      await deleteSavedItem(item);
      toast({
        title: isResult ? 'Try-On Result Deleted' : 'Image Deleted',
        description: `"${item.name}" was removed from your gallery.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: isResult ? 'Failed to delete try-on result' : 'Failed to delete image',
        description: describeError(error).description,
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  });

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
