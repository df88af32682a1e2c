import type {
  GalleryCard_SavedImageFragment,
  GalleryCard_TryOnResultFragment,
  ImageCategory,
} from '../../__generated__/graphql';

export type GalleryTab = 'person' | 'clothing' | 'results';

/** The gallery's tabs, in the order they are shown. */
export const GALLERY_TABS: readonly GalleryTab[] = ['person', 'clothing', 'results'];

/** The tab a `?tab=` value names, or `null` for none (or anything else). */
export function galleryTabFrom(value: string | null): GalleryTab | null {
  return GALLERY_TABS.find((tab) => tab === value) ?? null;
}

/**
 * The tab the gallery opens on when none was chosen: the first (in the order shown) whose list has items,
 * so someone with only try-on results lands on them; Person Images when every list is empty.
 */
export function openingGalleryTab(counts: Record<GalleryTab, number>): GalleryTab {
  return GALLERY_TABS.find((tab) => counts[tab] > 0) ?? 'person';
}

/** What a gallery card shows, for saved images and try-on results alike. */
export interface GalleryItem {
  id: number;
  kind: 'user_image' | 'try_on_result';
  name: string;
  /** The full image (downloads). */
  imageUrl: string;
  /** The small WebP the grid shows (256 px). */
  thumbnailUrl: string;
  /** The 512 px WebP for high-density screens (srcset 2x); absent when there is none. */
  thumbnail2xUrl?: string;
  /** ISO date of the save. */
  date: string;
  /** person or clothing for saved images. */
  category?: ImageCategory;
}

/** A saved image as its card shows it. */
export function fromUserImage(image: GalleryCard_SavedImageFragment): GalleryItem {
  return {
    id: image.id,
    kind: 'user_image',
    name: image.name,
    imageUrl: image.imageUrl,
    thumbnailUrl: image.thumbnailUrl || image.imageUrl,
    ...(image.thumbnailUrl && image.thumbnail2xUrl ? { thumbnail2xUrl: image.thumbnail2xUrl } : {}),
    date: image.uploadedAt,
    category: image.kind,
  };
}

/** A saved try-on result as its card shows it. */
export function fromTryOnResult(result: GalleryCard_TryOnResultFragment): GalleryItem {
  return {
    id: result.id,
    kind: 'try_on_result',
    name: result.name,
    imageUrl: result.resultImageUrl,
    thumbnailUrl: result.thumbnailUrl || result.resultImageUrl,
    ...(result.thumbnailUrl && result.thumbnail2xUrl ? { thumbnail2xUrl: result.thumbnail2xUrl } : {}),
    date: result.savedAt,
  };
}
