import type { TypedDocumentNode } from '@apollo/client';
import type { ImageCategory } from '../../__generated__/graphql';
import { parse } from 'graphql';
import { createCache } from '../../lib/apollo';
import { ApiError } from '../../lib/errors';
import { addSavedUserImage, evictSavedItem, type SavedUserImage } from './saved-items';
import { uploadRefusalReason } from '../../lib/uploads';

type Item = { __typename: 'SavedUserImage'; id: number };
interface Lists {
  me: { __typename: 'User'; id: number; person: Item[]; clothing: Item[]; all: Item[] } | null;
}

// Parsed here (not graphql() or gql) so that the test's documents stay out of the app's generated ones.
/** Three cached lists of user 1: person images, clothing items and all images. */
const ListsQuery: TypedDocumentNode<Lists> = parse(`
  query MediaApiTestLists {
    me {
      id
      person: savedUserImages(kind: person) {
        id
      }
      clothing: savedUserImages(kind: clothing) {
        id
      }
      all: savedUserImages {
        id
      }
    }
  }
`);

const ImageFragment: TypedDocumentNode<SavedUserImage> = parse(`
  fragment MediaApiTestImage on SavedUserImage {
    id
    userId
    imageUrl
    thumbnailUrl
    name
    kind
    isFavorite
    uploadedAt
  }
`);

function image(id: number, kind: ImageCategory): SavedUserImage & { __typename: 'SavedUserImage' } {
  return {
    __typename: 'SavedUserImage',
    id,
    userId: 1,
    imageUrl: `/uploads/1/img${id}.jpg`,
    thumbnailUrl: `/uploads/1/img${id}.jpg?size=thumb`,
    thumbnail2xUrl: `/uploads/1/img${id}.jpg?size=thumb2x`,
    name: `Image ${id}`,
    kind,
    isFavorite: false,
    uploadedAt: '2026-01-02T10:00:00.000Z',
  };
}

function cachedLists() {
  const cache = createCache();
  cache.writeQuery({
    query: ListsQuery,
    data: {
      me: {
        __typename: 'User',
        id: 1,
        person: [{ __typename: 'SavedUserImage', id: 1 }],
        clothing: [{ __typename: 'SavedUserImage', id: 2 }],
        all: [
          { __typename: 'SavedUserImage', id: 1 },
          { __typename: 'SavedUserImage', id: 2 },
        ],
      },
    },
  });
  const ids = () => {
    const me = cache.readQuery({ query: ListsQuery })?.me;
    return {
      person: me?.person.map((i) => i.id),
      clothing: me?.clothing.map((i) => i.id),
      all: me?.all.map((i) => i.id),
    };
  };
  return { cache, ids };
}

describe('saved image cache updates', () => {
  it("puts a saved image first in its kind's list and the unfiltered list only", () => {
    const { cache, ids } = cachedLists();
    const saved = image(9, 'person');
    // The mutation's answer is in the cache before its update runs.
    cache.writeFragment({ fragment: ImageFragment, data: saved });
    addSavedUserImage(cache, saved);
    expect(ids()).toEqual({ person: [9, 1], clothing: [2], all: [9, 1, 2] });

    // Saving the same one again (a retried answer) adds nothing.
    addSavedUserImage(cache, saved);
    expect(ids().person).toEqual([9, 1]);
  });

  it('drops a deleted image from every list', () => {
    const { cache, ids } = cachedLists();
    evictSavedItem(cache, { __typename: 'SavedUserImage', id: 1 });
    expect(ids()).toEqual({ person: [], clothing: [2], all: [2] });
    expect(cache.extract()).not.toHaveProperty('SavedUserImage:1');
  });
});

describe('uploadRefusalReason', () => {
  it("gives the reason for a refused file (the spec's words where it has them), none for a fault or a bare code", () => {
    expect(uploadRefusalReason(new ApiError(415, 'Invalid file type. Use JPG, PNG or WEBP'))).toBe(
      "This file type isn't supported. Please use a JPG, PNG or WEBP image.",
    );
    expect(uploadRefusalReason(new ApiError(400, 'upload failed: the image has too many pixels'))).toBe(
      'Upload failed: the image has too many pixels',
    );
    expect(uploadRefusalReason(new ApiError(500, 'Internal server error'))).toBeNull();
    expect(uploadRefusalReason(new ApiError(400, 'BAD_REQUEST'))).toBeNull();
    expect(uploadRefusalReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});

const PagesQuery: TypedDocumentNode<{
  me: {
    __typename: 'User';
    id: number;
    person: {
      items: { __typename: 'SavedUserImage'; id: number }[];
      nextCursor: string | null;
      totalCount: number;
    };
  };
}> = parse(`
  query MediaApiTestPages($cursor: String) {
    me {
      id
      person: savedUserImagesPage(kind: person, cursor: $cursor) {
        items {
          id
        }
        nextCursor
        totalCount
      }
    }
  }
`);

describe('paged gallery lists in the cache', () => {
  const page = (ids: number[], nextCursor: string | null, totalCount: number) => ({
    me: {
      __typename: 'User' as const,
      id: 1,
      person: {
        items: ids.map((id) => ({ __typename: 'SavedUserImage' as const, id })),
        nextCursor,
        totalCount,
      },
    },
  });
  const shown = (cache: ReturnType<typeof createCache>) =>
    cache.readQuery({ query: PagesQuery, variables: { cursor: null } })?.me.person;

  it('appends a later page to the list and replaces it with a new first page', () => {
    const cache = createCache();
    cache.writeQuery({ query: PagesQuery, variables: { cursor: null }, data: page([5, 4], 'c1', 5) });
    cache.writeQuery({ query: PagesQuery, variables: { cursor: 'c1' }, data: page([3, 2], 'c2', 5) });
    expect(shown(cache)).toMatchObject({ nextCursor: 'c2', totalCount: 5 });
    expect(shown(cache)?.items.map((i) => i.id)).toEqual([5, 4, 3, 2]);
    cache.writeQuery({ query: PagesQuery, variables: { cursor: null }, data: page([6, 5], 'c3', 6) });
    expect(shown(cache)?.items.map((i) => i.id)).toEqual([6, 5]);
  });

  it('puts a saved image first and counts it; a deleted one goes and is uncounted', () => {
    const cache = createCache();
    cache.writeQuery({ query: PagesQuery, variables: { cursor: null }, data: page([1], 'c1', 30) });
    const saved = image(9, 'person');
    cache.writeFragment({ fragment: ImageFragment, data: saved });
    addSavedUserImage(cache, saved);
    expect(shown(cache)?.items.map((i) => i.id)).toEqual([9, 1]);
    expect(shown(cache)?.totalCount).toBe(31);
    // A clothing image is not added to the person list.
    const coat = image(10, 'clothing');
    cache.writeFragment({ fragment: ImageFragment, data: coat });
    addSavedUserImage(cache, coat);
    expect(shown(cache)?.totalCount).toBe(31);

    evictSavedItem(cache, { __typename: 'SavedUserImage', id: 1 }, 1);
    expect(shown(cache)?.items.map((i) => i.id)).toEqual([9]);
    expect(shown(cache)?.totalCount).toBe(30);
  });
});
