import { jest } from '@jest/globals';
import { useState } from 'react';
import type { ImageCategory } from '../../__generated__/graphql';
import type { SavedTryOnResult, SavedUserImage } from './saved-items';
import { gqlCalls, gqlData, gqlError, mockFetch, recordBodies } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { DELETE_CONFIRM_TEXT, GalleryPage } from './Gallery.page';
import { GALLERY_PAGE_SIZE } from './use-gallery';

function image(
  id: number,
  name: string,
  kind: ImageCategory = 'person',
): SavedUserImage & { __typename: string } {
  return {
    __typename: 'SavedUserImage',
    id,
    userId: 1,
    imageUrl: `/uploads/1/img${id}.jpg`,
    thumbnailUrl: `/uploads/1/img${id}.jpg?size=thumb`,
    thumbnail2xUrl: `/uploads/1/img${id}.jpg?size=thumb2x`,
    name,
    kind,
    isFavorite: false,
    uploadedAt: '2026-01-02T10:00:00.000Z',
  };
}

function result(id: number, name: string): SavedTryOnResult & { __typename: string } {
  return {
    __typename: 'SavedTryOnResult',
    id,
    userId: 1,
    geminiSessionId: 4,
    name,
    resultImageUrl: `/uploads/results/1/r${id}.png`,
    thumbnailUrl: `/uploads/results/1/r${id}.png?size=thumb`,
    thumbnail2xUrl: `/uploads/results/1/r${id}.png?size=thumb2x`,
    personImageUrl: null,
    clothingImageUrl: null,
    tryOnCategory: 'tops',
    style: null,
    isFavorite: false,
    savedAt: '2026-01-03T10:00:00.000Z',
  };
}

/** One page of a list as the graph answers it (the whole list when `nextCursor` is null). */
function page<T>(items: T[], nextCursor: string | null = null, totalCount = items.length) {
  return { __typename: 'Page', items, nextCursor, totalCount };
}

/** A fake backend: the lists the Gallery query answers (first pages), and the media mutations. */
function backend({
  people = [image(1, 'Me at the beach'), image(2, 'Studio portrait')],
  clothing = [image(3, 'Red dress', 'clothing')],
  results = [] as ReturnType<typeof result>[],
  peopleCursor = null as string | null,
  peopleTotal = undefined as number | undefined,
  morePeople = [] as ReturnType<typeof image>[],
  deleteError = null as null | { code: string; message: string },
  /** Holds the lists' answer back until it settles. */
  hold = null as Promise<unknown> | null,
} = {}) {
  const { bodies, record } = recordBodies();
  const lists = gqlData({
    me: {
      __typename: 'User',
      id: 1,
      personImages: {
        ...page(people, peopleCursor, peopleTotal ?? people.length),
        __typename: 'SavedUserImagePage',
      },
      clothingImages: { ...page(clothing), __typename: 'SavedUserImagePage' },
      savedTryOnResults: { ...page(results), __typename: 'SavedTryOnResultPage' },
    },
  });
  const fetchMock = mockFetch({
    'GQL Gallery': async () => {
      await hold;
      return lists;
    },
    'GQL GalleryMoreImages': (init) => {
      (bodies.more ??= []).push(JSON.parse(String(init?.body)).variables);
      return gqlData({
        me: {
          __typename: 'User',
          id: 1,
          savedUserImagesPage: {
            ...page(morePeople, null, peopleTotal ?? people.length + morePeople.length),
            __typename: 'SavedUserImagePage',
          },
        },
      });
    },
    'GQL DeleteSavedUserImage': record(
      'deleteImage',
      deleteError ? gqlError(deleteError.code, deleteError.message) : gqlData({ deleteSavedUserImage: true }),
    ),
    'GQL DeleteSavedTryOnResult': record(
      'deleteResult',
      deleteError
        ? gqlError(deleteError.code, deleteError.message)
        : gqlData({ deleteSavedTryOnResult: true }),
    ),
    'GET /uploads/1/img2.jpg?format=jpg': { body: 'jpeg-bytes' },
    'POST /api/upload': { status: 201, body: { url: '/uploads/1/new.jpg' } },
    'GQL SaveUserImage': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables as {
        input: { name: string; kind: ImageCategory; imageUrl: string };
      };
      (bodies.save ??= []).push(input);
      return gqlData({
        saveUserImage: { ...image(9, input.name, input.kind), imageUrl: input.imageUrl },
      });
    },
  });
  return { fetchMock, bodies };
}

function renderGallery(route = '/gallery') {
  return renderWithProviders(<GalleryPage />, { user: buildUser({ id: 1 }), route });
}

const location = () => screen.getByTestId('location').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('GalleryPage', () => {
  it('shows the three tabs with counts and the person images as lazy thumbnails with name and date', async () => {
    backend({ results: [result(7, 'Summer look')] });
    renderGallery();

    expect(await screen.findByRole('tab', { name: 'Person Images (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Clothing Items (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Try-On Results (1)' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Me at the beach' });
    const thumb = within(card).getByRole('img', { name: 'Me at the beach' });
    expect(thumb).toHaveAttribute('src', '/uploads/1/img1.jpg?size=thumb');
    expect(thumb).toHaveAttribute(
      'srcset',
      '/uploads/1/img1.jpg?size=thumb 1x, /uploads/1/img1.jpg?size=thumb2x 2x',
    );
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText(new Date('2026-01-02T10:00:00.000Z').toLocaleDateString())).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Download Me at the beach' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Me at the beach' })).toBeInTheDocument();
  });

  it('switches tabs and shows each empty state', async () => {
    backend({ clothing: [] });
    const { events } = renderGallery();
    await events.click(await screen.findByRole('tab', { name: 'Clothing Items (0)' }));
    expect(await screen.findByText('No clothing items yet')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Try-On Results (0)' }));
    expect(await screen.findByText('No try-on results yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Virtual Try-On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
  });

  it('shows loading skeletons until the lists arrive', async () => {
    backend();
    renderGallery();
    expect(screen.getByRole('status', { name: 'Loading person images' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Me at the beach' });
    expect(screen.queryByRole('status', { name: 'Loading person images' })).not.toBeInTheDocument();
  });

  it('deletes an image after the confirmation text, toasts "Image Deleted" and drops it from the list', async () => {
    const { fetchMock, bodies } = backend();
    const { events } = renderGallery();
    await events.click(await screen.findByRole('button', { name: 'Delete Me at the beach' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_CONFIRM_TEXT)).toBeInTheDocument();
    expect(DELETE_CONFIRM_TEXT).toBe(
      'Are you sure you want to delete this image? This action cannot be undone.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Person Images (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Me at the beach' })).not.toBeInTheDocument();
    expect(bodies.deleteImage).toEqual([{ id: 1 }]);
    // The cache update removes it: the lists are not asked again.
    expect(gqlCalls(fetchMock, 'Gallery')).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
  });

  it('Cancel keeps the image', async () => {
    const { bodies } = backend();
    const { events } = renderGallery();
    await events.click(await screen.findByRole('button', { name: 'Delete Me at the beach' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.deleteImage).toBeUndefined();
    expect(screen.getByRole('article', { name: 'Me at the beach' })).toBeInTheDocument();
  });

  it('a failed image delete shows "Failed to delete image" with the shared rule message', async () => {
    backend({ deleteError: { code: 'FORBIDDEN', message: 'Forbidden' } });
    const { events } = renderGallery();
    await events.click(await screen.findByRole('button', { name: 'Delete Me at the beach' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete image')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to do that.")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Person Images (2)' })).toBeInTheDocument();
  });

  it('deletes a try-on result with its toast, and a failed one shows "Failed to delete try-on result"', async () => {
    const { bodies } = backend({ results: [result(7, 'Summer look')] });
    const { events, client } = renderGallery();
    await events.click(await screen.findByRole('tab', { name: 'Try-On Results (1)' }));
    await events.click(await screen.findByRole('button', { name: 'Delete Summer look' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_CONFIRM_TEXT)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Try-On Result Deleted')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Try-On Results (0)' })).toBeInTheDocument();
    expect(bodies.deleteResult).toEqual([{ id: 7 }]);
    expect(client.cache.extract()).not.toHaveProperty('SavedTryOnResult:7');
  });

  it('a failed try-on result delete shows "Failed to delete try-on result"', async () => {
    backend({
      results: [result(7, 'Summer look')],
      deleteError: { code: 'INTERNAL', message: 'Internal server error' },
    });
    const { events } = renderGallery();
    await events.click(await screen.findByRole('tab', { name: 'Try-On Results (1)' }));
    await events.click(await screen.findByRole('button', { name: 'Delete Summer look' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete try-on result')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our end.')).toBeInTheDocument();
  });

  it('downloads the full image with cookies and saves it as "{name}.jpg"', async () => {
    const { fetchMock } = backend();
    const createObjectURL = jest.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: { download: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { events } = renderGallery();
    await events.click(await screen.findByRole('button', { name: 'Download Studio portrait' }));

    await waitFor(() => expect(saved).toEqual([{ download: 'Studio portrait.jpg', href: 'blob:fake' }]));
    const call = fetchMock.mock.calls.find(([url]) => url === '/uploads/1/img2.jpg?format=jpg');
    expect(call?.[1]?.credentials).toBe('include');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('uploads a clothing item and saves it with the default name, then shows it in its tab', async () => {
    const { fetchMock, bodies } = backend({ clothing: [] });
    const { events } = renderGallery();
    await screen.findByRole('tab', { name: 'Clothing Items (0)' });
    await events.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Upload to Gallery' });
    await events.click(within(dialog).getByRole('radio', { name: 'Clothing Item' }));
    expect(within(dialog).getByRole('button', { name: 'Save to Gallery' })).toBeDisabled();
    fireEvent.change(screen.getByTestId('image-file-input'), {
      target: { files: [new File(['x'], 'dress.jpg', { type: 'image/jpeg' })] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      '/uploads/1/new.jpg',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Save to Gallery' }));

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(`Clothing Item - ${new Date().toLocaleDateString()}`);
    await events.clear(name);
    await events.type(name, 'Blue jacket{Enter}');

    expect(await screen.findByText('Image Saved Successfully! 🎉')).toBeInTheDocument();
    const clothingTab = await screen.findByRole('tab', { name: 'Clothing Items (1)' });
    await waitFor(() => expect(clothingTab).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('article', { name: 'Blue jacket' })).toBeInTheDocument();
    expect(bodies.save).toEqual([{ imageUrl: '/uploads/1/new.jpg', name: 'Blue jacket', kind: 'clothing' }]);
    // The saved item joins its list from the mutation's answer: nothing is asked again.
    expect(gqlCalls(fetchMock, 'Gallery')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Person Images (2)' })).toBeInTheDocument();
  });

  it('keeps the lists: a second visit asks nothing', async () => {
    const { fetchMock } = backend();
    function LeaveAndReturn() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown && <GalleryPage />}
        </>
      );
    }
    const { events } = renderWithProviders(<LeaveAndReturn />, { user: buildUser({ id: 1 }) });
    await screen.findByRole('article', { name: 'Me at the beach' });
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('article', { name: 'Me at the beach' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('article', { name: 'Me at the beach' })).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'Gallery')).toHaveLength(1);
  });

  it('asks for the first page of the three lists in one query, by kind', async () => {
    const { fetchMock } = backend();
    renderGallery();
    await screen.findByRole('article', { name: 'Me at the beach' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as {
      query: string;
      variables: unknown;
    };
    expect(body.query).toContain('savedUserImagesPage(kind: person, limit: $limit)');
    expect(body.query).toContain('savedUserImagesPage(kind: clothing, limit: $limit)');
    expect(body.query).toContain('savedTryOnResultsPage(limit: $limit)');
    expect(body.variables).toEqual({ limit: GALLERY_PAGE_SIZE });
    // Everything fits in the first pages: nothing more to load.
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
  });

  it('counts the whole list in the tab and loads the next page with Load more, after the last one shown', async () => {
    const { bodies } = backend({
      peopleCursor: 'cursor-1',
      peopleTotal: 3,
      morePeople: [image(4, 'Older photo')],
    });
    const { events } = renderGallery();
    expect(await screen.findByRole('tab', { name: 'Person Images (3)' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Studio portrait' });
    expect(screen.queryByRole('article', { name: 'Older photo' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Load more person images' }));

    expect(await screen.findByRole('article', { name: 'Older photo' })).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual(['Me at the beach', 'Studio portrait', 'Older photo']);
    expect(bodies.more).toEqual([{ kind: 'person', limit: GALLERY_PAGE_SIZE, cursor: 'cursor-1' }]);
    // The last page: no more to load.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more person images' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Person Images (3)' })).toBeInTheDocument();
  });
  describe('the tab it opens on', () => {
    it('opens on the first tab with items when none is chosen: try-on results only', async () => {
      backend({ people: [], clothing: [], results: [result(7, 'Summer look')] });
      renderGallery();
      expect(await screen.findByRole('article', { name: 'Summer look' })).toBeVisible();
      expect(selectedTab()).toHaveTextContent('Try-On Results (1)');
      // Nothing was chosen: the address stays as it was.
      expect(location()).toBe('/gallery');
    });

    it('opens on Clothing Items when only clothing is saved', async () => {
      backend({ people: [], results: [] });
      renderGallery();
      expect(await screen.findByRole('article', { name: 'Red dress' })).toBeVisible();
      expect(selectedTab()).toHaveTextContent('Clothing Items (1)');
    });

    it('keeps Person Images while the lists load and when every list is empty', async () => {
      let release!: () => void;
      backend({ people: [], clothing: [], hold: new Promise<void>((r) => (release = r)) });
      renderGallery();
      expect(selectedTab()).toHaveTextContent('Person Images (0)');
      release();
      expect(await screen.findByText('No person images yet')).toBeVisible();
      expect(selectedTab()).toHaveTextContent('Person Images (0)');
    });

    it('opens the tab named in the address, even an empty one', async () => {
      backend({ people: [], clothing: [], results: [result(7, 'Summer look')] });
      renderGallery('/gallery?tab=clothing');
      expect(await screen.findByRole('tab', { name: 'Try-On Results (1)' })).toBeInTheDocument();
      expect(selectedTab()).toHaveTextContent('Clothing Items (0)');
      expect(screen.getByText('No clothing items yet')).toBeVisible();
    });

    it('keeps the tab chosen while the lists load, and puts it in the address', async () => {
      let release!: () => void;
      backend({
        people: [],
        clothing: [],
        results: [result(7, 'Summer look')],
        hold: new Promise<void>((r) => (release = r)),
      });
      const { events } = renderGallery();
      await events.click(screen.getByRole('tab', { name: /^Clothing Items/ }));
      expect(location()).toBe('/gallery?tab=clothing');
      release();
      expect(await screen.findByRole('tab', { name: 'Try-On Results (1)' })).toBeInTheDocument();
      expect(selectedTab()).toHaveTextContent('Clothing Items (0)');
    });

    it('does not move off the tab it opened on when its list empties', async () => {
      backend({ people: [], clothing: [], results: [result(7, 'Summer look')] });
      const { events } = renderGallery();
      await events.click(await screen.findByRole('button', { name: 'Delete Summer look' }));
      await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('tab', { name: 'Try-On Results (0)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByText('No try-on results yet')).toBeVisible();
    });
  });

  describe('the lightbox', () => {
    it('opens the full-size image (not the thumbnail) in a dialog named after the item, from a thumbnail button', async () => {
      backend();
      const { events } = renderGallery();
      const card = await screen.findByRole('article', { name: 'Studio portrait' });
      const thumb = within(card).getByRole('button', { name: 'View Studio portrait' });
      expect(within(thumb).getByRole('img', { name: 'Studio portrait' })).toHaveAttribute(
        'src',
        '/uploads/1/img2.jpg?size=thumb',
      );
      await events.click(thumb);

      const dialog = await screen.findByRole('dialog', { name: 'Studio portrait' });
      const full = within(dialog).getByRole('img', { name: 'Studio portrait' });
      expect(full).toHaveAttribute('src', '/uploads/1/img2.jpg');
      expect(full).not.toHaveAttribute('srcset');
      expect(
        within(dialog).getByText(new Date('2026-01-02T10:00:00.000Z').toLocaleDateString()),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
    });

    it('shows a try-on result at its full-size result image', async () => {
      backend({ results: [result(7, 'Summer look')] });
      const { events } = renderGallery('/gallery?tab=results');
      await events.click(await screen.findByRole('button', { name: 'View Summer look' }));
      const dialog = await screen.findByRole('dialog', { name: 'Summer look' });
      expect(within(dialog).getByRole('img', { name: 'Summer look' })).toHaveAttribute(
        'src',
        '/uploads/results/1/r7.png',
      );
    });

    it('opens from the keyboard and closes with Esc, giving the focus back to the thumbnail', async () => {
      backend();
      const { events } = renderGallery();
      const thumb = await screen.findByRole('button', { name: 'View Me at the beach' });
      thumb.focus();
      await events.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Me at the beach' })).toBeInTheDocument();
      await events.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(thumb).toHaveFocus());
    });

    it('closes with its close button and with a click outside', async () => {
      backend();
      const { events } = renderGallery();
      await events.click(await screen.findByRole('button', { name: 'View Me at the beach' }));
      const dialog = await screen.findByRole('dialog', { name: 'Me at the beach' });
      await events.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await events.click(screen.getByRole('button', { name: 'View Me at the beach' }));
      await screen.findByRole('dialog', { name: 'Me at the beach' });
      const overlay = document.querySelector('.mantine-Modal-overlay');
      expect(overlay).not.toBeNull();
      await events.click(overlay!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
