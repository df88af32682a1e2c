import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../lib/errors';
import { useDeleteSavedItem } from './saved-items';
import { downloadImage } from '../../lib/uploads';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from '../auth/auth-context';
import {
  fromTryOnResult,
  fromUserImage,
  galleryTabFrom,
  openingGalleryTab,
  type GalleryItem,
  type GalleryTab,
} from './gallery-items';
import { GalleryQuery, GalleryMoreImagesQuery, GalleryMoreResultsQuery } from './gallery.graphql';

/** Items a gallery list loads at a time (a whole number of rows at 2, 3 and 4 columns). */
export const GALLERY_PAGE_SIZE = 24;

/**
 * The state of My Gallery (/gallery): its lists (asked once, then read from the cache) and the next page of
 * each, the tab shown (kept in the address), the upload dialog, the lightbox, and the download and delete
 * of an item (one delete at a time, with its toasts).
 */
export function useGallery() {
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
          variables: { kind: list, limit: GALLERY_PAGE_SIZE, cursor },
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

  return {
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
  };
}
