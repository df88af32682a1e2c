import { gqlCalls, gqlData, gqlError } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { contentPage, footerItem, footerSection } from '../admin.fixtures';
import { dialog, renderAdmin } from '../admin.test-utils';

function sectionsFixture() {
  return [
    footerSection({
      id: 2,
      title: 'Help',
      displayOrder: 1,
      isVisible: false,
      items: [footerItem({ id: 21, sectionId: 2, label: 'Contact', url: 'mailto:help@example.com' })],
    }),
    footerSection({
      id: 1,
      title: 'Company',
      displayOrder: 0,
      items: [
        footerItem({
          id: 12,
          label: 'Blog',
          url: 'https://blog.example.com',
          displayOrder: 2,
          isVisible: false,
        }),
        footerItem({ id: 11, label: 'About Us', url: '/pages/about', displayOrder: 1, openInNewTab: true }),
      ],
    }),
  ];
}

/** The footer tab over a server holding `sections`; the mutations answer as the content service does. */
function renderFooter(sections = sectionsFixture()) {
  let nextId = 100;
  return renderAdmin('/admin?tab=footer', {
    'GQL AdminFooterSections': gqlData({ adminFooterSections: sections }),
    'GQL FooterItemPageOptions': gqlData({
      adminContentPages: [
        contentPage({ id: 21, title: 'About Us', slug: 'about' }),
        contentPage({ id: 22, title: 'Privacy Policy', slug: 'privacy' }),
      ].map(({ __typename, id, title, slug }) => ({ __typename, id, title, slug })),
    }),
    'GQL CreateFooterSection': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ createFooterSection: footerSection({ ...input, id: nextId++, items: [] }) });
    },
    'GQL CreateFooterItem': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ createFooterItem: footerItem({ ...input, id: nextId++ }) });
    },
    'GQL UpdateFooterItem': (init) => {
      const { id, input } = JSON.parse(String(init?.body)).variables;
      const item = sections.flatMap((s) => s.items).find((i) => i.id === id);
      return gqlData({ updateFooterItem: { ...item, ...input } });
    },
    'GQL DeleteFooterItem': gqlData({ deleteFooterItem: true }),
    'GQL DeleteFooterSection': gqlData({ deleteFooterSection: true }),
  });
}

const section = (title: string) => screen.findByRole('region', { name: `Section ${title}` });
const itemLabels = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the footer tab', () => {
  it('lists every section with every item, hidden ones included, lowest order first', async () => {
    renderFooter();
    const company = await section('Company');
    const sections = screen.getAllByRole('region', { name: /^Section / });
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Section Company', 'Section Help']);
    expect(company).toHaveTextContent('Order 0');
    expect(itemLabels(company)).toEqual(['About Us', 'Blog']);
    const blog = within(company).getByText('Blog').closest('tr')!;
    expect(blog).toHaveTextContent('https://blog.example.com');
    expect(blog).toHaveTextContent('Hidden');
    expect(within(company).getByText('About Us').closest('tr')).toHaveTextContent('Yes');
    const help = await section('Help');
    expect(within(help).getAllByText('Hidden')[0]).toBeInTheDocument();
    expect(itemLabels(help)).toEqual(['Contact']);
  });

  it('warns about a visible item whose content page is hidden: visitors do not see it', async () => {
    const sections = sectionsFixture();
    sections[1].items.push(
      footerItem({
        id: 13,
        label: 'Careers',
        url: '/pages/careers',
        displayOrder: 3,
        linksToHiddenPage: true,
      }),
    );
    renderFooter(sections);
    const company = await section('Company');
    const careers = within(company).getByText('Careers').closest('tr')!;
    expect(careers).toHaveTextContent('Not shown');
    expect(careers).toHaveTextContent('The page it links to is hidden, so visitors do not see this item.');
    const about = within(company).getByText('About Us').closest('tr')!;
    expect(about).not.toHaveTextContent('Not shown');
    expect(about).toHaveTextContent('Visible');
  });

  it('says when there are no sections, and when they could not be loaded', async () => {
    const { unmount } = renderFooter([]);
    expect(await screen.findByText('No footer sections yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Item' })).toBeDisabled();
    unmount();
    renderAdmin('/admin?tab=footer', { 'GQL AdminFooterSections': gqlError('INTERNAL', 'boom') });
    expect(await screen.findByText('Could not load Footer sections')).toBeInTheDocument();
  });

  it('creates a section, visible at order 0 unless changed, and shows it', async () => {
    const { events, fetchMock } = renderFooter();
    await section('Company');
    await events.click(screen.getByRole('button', { name: 'Create Section' }));
    const form = dialog('Create Section');
    expect(within(form).getByRole('switch', { name: 'Visible' })).toBeChecked();
    expect(within(form).getByLabelText('Display order')).toHaveValue('0');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateFooterSection')).toHaveLength(0);

    await events.type(within(form).getByLabelText(/^Title/), 'Legal');
    const order = within(form).getByLabelText('Display order');
    await events.clear(order);
    await events.type(order, '5');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Section Created')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateFooterSection')).toEqual([
      { input: { title: 'Legal', displayOrder: 5, isVisible: true } },
    ]);
    const legal = await section('Legal');
    expect(within(legal).getByText('No items in this section yet.')).toBeInTheDocument();
    const titles = screen
      .getAllByRole('region', { name: /^Section / })
      .map((s) => s.getAttribute('aria-label'));
    expect(titles).toEqual(['Section Company', 'Section Help', 'Section Legal']);
  });

  it('shows the item messages for blank required fields', async () => {
    const { events, fetchMock } = renderFooter();
    await section('Company');
    await events.click(screen.getByRole('button', { name: 'Create Item' }));
    const form = dialog('Create Item');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Section is required')).toBeInTheDocument();
    expect(within(form).getByText('Label is required')).toBeInTheDocument();
    expect(within(form).getByText('URL is required')).toBeInTheDocument();
    await events.type(within(form).getByLabelText(/^URL/), 'javascript:alert(1)');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Must be a valid URL')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateFooterItem')).toHaveLength(0);
  });

  it('creates an item linking to a content page: choosing the page sets the URL to /pages/{slug}', async () => {
    const { events, fetchMock } = renderFooter();
    const help = await section('Help');
    await events.click(within(help).getByRole('button', { name: 'Add Item' }));
    const form = dialog('Create Item');
    expect(within(form).getByRole('combobox', { name: /^Section/ })).toHaveValue('Help');
    expect(within(form).getByRole('switch', { name: 'Visible' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Open in new tab' })).not.toBeChecked();
    await events.type(within(form).getByLabelText(/^Label/), 'Privacy');
    await events.type(within(form).getByLabelText(/^URL/), 'https://old.example.com');
    await events.click(within(form).getByRole('radio', { name: 'Content page' }));
    expect(within(form).getByLabelText(/^URL/)).toHaveValue('');
    await events.click(within(form).getByRole('combobox', { name: 'Content page' }));
    await events.click(await screen.findByRole('option', { name: 'Privacy Policy (/pages/privacy)' }));
    expect(within(form).getByLabelText(/^URL/)).toHaveValue('/pages/privacy');
    await events.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Item Created')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateFooterItem')).toEqual([
      {
        input: {
          sectionId: 2,
          label: 'Privacy',
          url: '/pages/privacy',
          displayOrder: 0,
          isVisible: true,
          openInNewTab: false,
        },
      },
    ]);
    await waitFor(async () => expect(itemLabels(await section('Help'))).toEqual(['Contact', 'Privacy']));
  });

  it('edits an item: a /pages/ link opens as a content page, and the section cannot change', async () => {
    const { events, fetchMock } = renderFooter();
    const company = await section('Company');
    await events.click(within(company).getByRole('button', { name: 'Edit About Us' }));
    const form = dialog('Edit Item');
    const sectionSelect = within(form).getByRole('combobox', { name: /^Section/ });
    expect(sectionSelect).toHaveValue('Company');
    expect(sectionSelect).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Content page' })).toBeChecked();
    expect(await within(form).findByDisplayValue('About Us (/pages/about)')).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Open in new tab' })).toBeChecked();
    await events.click(within(form).getByRole('switch', { name: 'Open in new tab' }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item Updated')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateFooterItem')).toEqual([
      {
        id: 11,
        input: {
          label: 'About Us',
          url: '/pages/about',
          displayOrder: 1,
          isVisible: true,
          openInNewTab: false,
        },
      },
    ]);

    // A manual link opens as one.
    await events.click(within(company).getByRole('button', { name: 'Edit Blog' }));
    expect(within(dialog('Edit Item')).getByRole('radio', { name: 'Manual URL' })).toBeChecked();
    expect(within(dialog('Edit Item')).getByLabelText(/^URL/)).toHaveValue('https://blog.example.com');
  });

  it('deletes an item and a section only once confirmed', async () => {
    const { events, fetchMock } = renderFooter();
    const company = await section('Company');
    await events.click(within(company).getByRole('button', { name: 'Delete Blog' }));
    await events.click(within(dialog('Delete Item')).getByRole('button', { name: 'Cancel' }));
    expect(gqlCalls(fetchMock, 'DeleteFooterItem')).toHaveLength(0);
    await events.click(within(company).getByRole('button', { name: 'Delete Blog' }));
    await events.click(within(dialog('Delete Item')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item Deleted')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeleteFooterItem')).toEqual([{ id: 12 }]);
    await waitFor(async () => expect(itemLabels(await section('Company'))).toEqual(['About Us']));

    await events.click(screen.getByRole('button', { name: 'Delete section Help' }));
    expect(dialog('Delete Section')).toHaveTextContent('“Help” and its 1 item(s) will be deleted.');
    await events.click(within(dialog('Delete Section')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Section Deleted')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeleteFooterSection')).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Section Help' })).toBeNull());
  });
});
