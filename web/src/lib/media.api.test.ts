import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { createCache } from './apollo';
import { ApiError } from './errors';
import { addSavedUserImage, evictSavedItem, uploadRefusalReason, type SavedUserImage } from './media.api';

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
      person: savedUserImages(category: "person") {
        id
      }
      clothing: savedUserImages(category: "clothing") {
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
    category
    isFavorite
    uploadedAt
  }
`);

function image(id: number, category: string): SavedUserImage & { __typename: 'SavedUserImage' } {
  return {
    __typename: 'SavedUserImage',
    id,
    userId: 1,
    imageUrl: `/uploads/1/img${id}.jpg`,
    thumbnailUrl: `/uploads/1/img${id}.jpg?size=thumb`,
    name: `Image ${id}`,
    category,
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
  it('puts a saved image first in its category list and the unfiltered list only', () => {
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
  it("gives the server's reason for a refused file, and none for a fault or a bare code", () => {
    expect(uploadRefusalReason(new ApiError(415, 'Invalid file type. Use JPG, PNG or WEBP'))).toBe(
      'Invalid file type. Use JPG, PNG or WEBP',
    );
    expect(uploadRefusalReason(new ApiError(400, 'upload failed: the image has too many pixels'))).toBe(
      'Upload failed: the image has too many pixels',
    );
    expect(uploadRefusalReason(new ApiError(500, 'Internal server error'))).toBeNull();
    expect(uploadRefusalReason(new ApiError(400, 'BAD_REQUEST'))).toBeNull();
    expect(uploadRefusalReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
