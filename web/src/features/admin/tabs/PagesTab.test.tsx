import { gqlCalls, gqlData, gqlError, type MockAnswer } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { contentPage } from '../admin.fixtures';
import { dialog, renderAdmin } from '../admin.test-utils';

const PAGES = [
  contentPage({
    id: 22,
    title: 'Privacy Policy',
    slug: 'privacy',
    isVisible: false,
    metaDescription: 'How we use data',
  }),
  contentPage(),
];

/** The pages tab over a server holding `pages`; `create` answers the page creation. */
function renderPages(pages = PAGES, create?: MockAnswer) {
  return renderAdmin('/admin?tab=pages', {
    'GQL AdminContentPages': gqlData({ adminContentPages: pages }),
    'GQL CreateContentPage':
      create ??
      ((init) => {
        const { input } = JSON.parse(String(init?.body)).variables;
        return gqlData({ createContentPage: contentPage({ ...input, id: 99 }) });
      }),
    'GQL UpdateContentPage': (init) => {
      const { id, input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ updateContentPage: { ...pages.find((p) => p.id === id), ...input } });
    },
    'GQL DeleteContentPage': gqlData({ deleteContentPage: true }),
  });
}

const table = () => screen.findByRole('table', { name: 'Content pages' });
const titles = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

async function openCreate(events: ReturnType<typeof renderPages>['events']) {
  await within(await table()).findByText('About Us');
  await events.click(screen.getByRole('button', { name: 'Create Page' }));
  return dialog('Create Page');
}

describe('the pages tab', () => {
  it('lists every page by title, with its address, visible flag and last change', async () => {
    renderPages();
    const list = await table();
    await within(list).findByText('About Us');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Slug', 'Visible', 'Updated', 'Actions']);
    expect(await titles()).toEqual(['About Us', 'Privacy Policy']);
    expect(within(list).getByRole('link', { name: '/pages/about' })).toHaveAttribute('href', '/pages/about');
    expect(within(list).getByText('Privacy Policy').closest('tr')).toHaveTextContent('Hidden');
    expect(within(list).getByText('About Us').closest('tr')).toHaveTextContent('Visible');
  });

  it('says when there are none', async () => {
    renderPages([]);
    expect(await screen.findByText('No content pages yet.')).toBeInTheDocument();
  });

  it('creates a page, visible, with the slug made from the title as it is typed', async () => {
    const { events, fetchMock } = renderPages();
    const form = await openCreate(events);
    expect(within(form).getByRole('switch', { name: 'Visible' })).toBeChecked();
    await events.type(within(form).getByLabelText(/^Title/), '  Terms & Conditions (2026)!');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('terms-conditions-2026');
    expect(
      within(form).getByText('The page will be reachable at /pages/terms-conditions-2026'),
    ).toBeInTheDocument();
    await events.type(within(form).getByLabelText(/^Content/), '# Terms{enter}Be nice.');
    await events.type(within(form).getByLabelText('Meta description'), 'Our terms.');
    expect(within(form).getByText('10 characters, recommended 150-160 characters')).toBeInTheDocument();
    await events.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Page Created')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateContentPage')).toEqual([
      {
        input: {
          title: 'Terms & Conditions (2026)!',
          slug: 'terms-conditions-2026',
          content: '# Terms\nBe nice.',
          metaDescription: 'Our terms.',
          isVisible: true,
        },
      },
    ]);
    await waitFor(async () =>
      expect(await titles()).toEqual(['About Us', 'Privacy Policy', 'Terms & Conditions (2026)!']),
    );
  });

  it('keeps a slug typed by hand while the title changes', async () => {
    const { events } = renderPages();
    const form = await openCreate(events);
    await events.type(within(form).getByLabelText(/^Slug/), 'tos');
    await events.type(within(form).getByLabelText(/^Title/), 'Terms');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('tos');
  });

  it('does not touch the slug while editing', async () => {
    const { events, fetchMock } = renderPages();
    await events.click(within(await table()).getByRole('button', { name: 'Edit Privacy Policy' }));
    const form = dialog('Edit Page');
    expect(within(form).getByLabelText('Meta description')).toHaveValue('How we use data');
    expect(within(form).getByRole('switch', { name: 'Visible' })).not.toBeChecked();
    await events.clear(within(form).getByLabelText(/^Title/));
    await events.type(within(form).getByLabelText(/^Title/), 'Data Privacy');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('privacy');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page Updated')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateContentPage')).toEqual([
      {
        id: 22,
        input: expect.objectContaining({ title: 'Data Privacy', slug: 'privacy', isVisible: false }),
      },
    ]);
    expect(await within(await table()).findByText('Data Privacy')).toBeInTheDocument();
  });

  it('shows the messages for blank required fields and a bad slug, sending nothing', async () => {
    const { events, fetchMock } = renderPages();
    const form = await openCreate(events);
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Slug is required')).toBeInTheDocument();
    expect(within(form).getByText('Content is required')).toBeInTheDocument();
    await events.type(within(form).getByLabelText(/^Slug/), 'About Us');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(
      within(form).getByText('Slug must contain only lowercase letters, numbers, and hyphens'),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateContentPage')).toHaveLength(0);
  });

  it("shows the server's reason when the slug is taken", async () => {
    const { events } = renderPages(
      PAGES,
      gqlError('CONFLICT', 'A page with the slug "about" already exists'),
    );
    const form = await openCreate(events);
    await events.type(within(form).getByLabelText(/^Title/), 'About');
    await events.type(within(form).getByLabelText(/^Content/), 'Hi');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('A page with the slug "about" already exists')).toBeInTheDocument();
    expect(dialog('Create Page')).toBeInTheDocument();
  });

  it('deletes a page only once confirmed', async () => {
    const { events, fetchMock } = renderPages();
    await events.click(within(await table()).getByRole('button', { name: 'Delete About Us' }));
    expect(dialog('Delete Page')).toHaveTextContent('/pages/about will no longer be found');
    await events.click(within(dialog('Delete Page')).getByRole('button', { name: 'Cancel' }));
    expect(gqlCalls(fetchMock, 'DeleteContentPage')).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: 'Delete About Us' }));
    await events.click(within(dialog('Delete Page')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page Deleted')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeleteContentPage')).toEqual([{ id: 21 }]);
    await waitFor(async () => expect(await titles()).toEqual(['Privacy Policy']));
  });

  it('says when a deletion failed', async () => {
    const { events } = renderAdmin('/admin?tab=pages', {
      'GQL AdminContentPages': gqlData({ adminContentPages: PAGES }),
      'GQL DeleteContentPage': gqlError('INTERNAL', 'boom'),
    });
    await events.click(within(await table()).getByRole('button', { name: 'Delete About Us' }));
    await events.click(within(dialog('Delete Page')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete page. Please try again.')).toBeInTheDocument();
    expect(await titles()).toEqual(['About Us', 'Privacy Policy']);
  });
});
