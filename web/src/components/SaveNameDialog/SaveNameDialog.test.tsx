import { jest } from '@jest/globals';
import { act, renderWithProviders, screen, within } from '../../test-utils/render';
import { SaveNameDialog, type SaveNameDialogProps } from './SaveNameDialog';

async function setup(props: Partial<SaveNameDialogProps> = {}) {
  const onSave = jest.fn<(name: string) => void>();
  const onClose = jest.fn();
  const utils = renderWithProviders(
    <SaveNameDialog
      opened
      onClose={onClose}
      onSave={onSave}
      title="Save Person Photo"
      description="Give this image a name."
      {...props}
    />,
  );
  // Let the auth provider settle (its user fetch) before the test acts.
  await act(async () => undefined);
  return { ...utils, onSave, onClose, input: screen.getByRole('textbox', { name: 'Name' }) };
}

describe('SaveNameDialog', () => {
  it('shows title, description, the Name field with its placeholder, Cancel and Save', async () => {
    const { input } = await setup({ defaultName: 'Person Photo - 1/2/2026' });
    expect(screen.getByText('Save Person Photo')).toBeInTheDocument();
    expect(screen.getByText('Give this image a name.')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Enter a name...');
    expect(input).toHaveValue('Person Photo - 1/2/2026');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('names its close "×" (the theme\'s label for every dialog), and it closes the dialog', async () => {
    const { events, onClose } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Save Person Photo' });
    await events.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Enter saves the trimmed name', async () => {
    const { events, input, onSave } = await setup();
    await events.type(input, '  My photo  {Enter}');
    expect(onSave).toHaveBeenCalledWith('My photo');
  });

  it('Save is disabled and Enter does nothing while the trimmed name is empty', async () => {
    const { events, input, onSave } = await setup();
    await events.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await events.type(input, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('while saving, Save is disabled and reads "Saving...", and Enter does nothing', async () => {
    const { events, input, onSave } = await setup({ defaultName: 'Look', saving: true });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await events.type(input, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('uses a custom save label, and Cancel closes', async () => {
    const { events, onClose } = await setup({ defaultName: 'x', saveLabel: 'Save Model' });
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Model' })).toBeEnabled();
  });
});
