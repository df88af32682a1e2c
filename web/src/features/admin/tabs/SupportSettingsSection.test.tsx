import { gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { renderWithProviders, screen, waitFor, within } from '../../../test-utils/render';
import { SupportSettingsSection } from './SupportSettingsSection';

/** The settings as the server answers them. */
function settings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SupportSettings',
    supportFrom: null,
    defaultFrom: 'AI Virtual Try-On <no-reply@tryon.local>',
    teamInbox: null,
    sellerName: 'Tryon Ltd',
    sellerAddress: null,
    sellerTaxId: null,
    sellerEmail: null,
    receiptSeller: null,
    heldReceipts: 2,
    handoffMail: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const SELLER = {
  __typename: 'Seller',
  name: 'Tryon Ltd',
  address: '5 Mill Lane, Leeds',
  taxId: 'GB123',
  email: 'help@tryon.example',
};

const form = () => screen.findByRole('form', { name: 'Support settings' });

describe('the support settings', () => {
  it('says receipts are waiting while a seller detail is missing, and sends only the fields changed', async () => {
    const fetchMock = mockFetch({
      'GQL AdminSupportSettings': gqlData({ adminSupportSettings: settings() }),
      'GQL UpdateSupportSettings': gqlData({
        updateSupportSettings: settings({
          sellerAddress: '5 Mill Lane, Leeds',
          sellerTaxId: 'GB123',
          sellerEmail: 'help@tryon.example',
          receiptSeller: SELLER,
          heldReceipts: 0,
        }),
      }),
    });
    const { events } = renderWithProviders(<SupportSettingsSection />);
    const f = await form();
    expect(screen.getByText('Receipts are waiting')).toBeInTheDocument();
    expect(screen.getByText(/no receipt is sent \(2 waiting\)/)).toBeInTheDocument();
    const save = within(f).getByRole('button', { name: 'Save support settings' });
    expect(save).toBeDisabled();
    await events.type(within(f).getByRole('textbox', { name: 'Business address' }), '5 Mill Lane, Leeds');
    await events.type(within(f).getByRole('textbox', { name: 'Tax ID' }), 'GB123');
    await events.type(
      within(f).getByRole('textbox', { name: 'Support e-mail on receipts' }),
      'help@tryon.example',
    );
    await events.click(save);
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(
      screen.getByText('The support settings have been saved; 2 waiting receipts are being sent.'),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateSupportSettings')).toEqual([
      {
        input: {
          sellerAddress: '5 Mill Lane, Leeds',
          sellerTaxId: 'GB123',
          sellerEmail: 'help@tryon.example',
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Receipts name: Tryon Ltd, 5 Mill Lane, Leeds, tax ID GB123, help@tryon.example.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Receipts are waiting')).toBeNull();
  });

  it("shows the server's reason when a value is refused", async () => {
    mockFetch({
      'GQL AdminSupportSettings': gqlData({ adminSupportSettings: settings() }),
      'GQL UpdateSupportSettings': gqlError(
        'VALIDATION',
        'Invalid data: teamInbox must be an e-mail address',
      ),
    });
    const { events } = renderWithProviders(<SupportSettingsSection />);
    const f = await form();
    await events.type(within(f).getByRole('textbox', { name: 'Team inbox' }), 'nope');
    await events.click(within(f).getByRole('button', { name: 'Save support settings' }));
    expect(await screen.findByText('Invalid data: teamInbox must be an e-mail address')).toBeInTheDocument();
    expect(within(f).getByRole('textbox', { name: 'Team inbox' })).toHaveValue('nope');
  });

  it("turns the admin's own hand-over e-mails on", async () => {
    const fetchMock = mockFetch({
      'GQL AdminSupportSettings': gqlData({ adminSupportSettings: settings({ receiptSeller: SELLER }) }),
      'GQL SetHandoffMail': gqlData({
        setHandoffMail: settings({ receiptSeller: SELLER, handoffMail: true }),
      }),
    });
    const { events } = renderWithProviders(<SupportSettingsSection />);
    await form();
    const toggle = screen.getByRole('switch', {
      name: 'E-mail me when a conversation is handed to a person',
    });
    expect(toggle).not.toBeChecked();
    await events.click(toggle);
    expect(
      await screen.findByText('You will be e-mailed when a conversation is handed to a person.'),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SetHandoffMail')).toEqual([{ enabled: true }]);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
