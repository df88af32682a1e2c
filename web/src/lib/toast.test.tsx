import { renderWithProviders, screen, waitFor } from '../test-utils/render';
import { ApiError } from './errors';
import { TOAST_COLORS, TOAST_DURATION, toast, toastError } from './toast';
import { act } from '@testing-library/react';

describe('toast', () => {
  it('shows one toast at a time, the newest replacing the previous', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'success' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('maps the five variants to Mantine colours and lasts 5000 ms by default', () => {
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_COLORS).toEqual({
      default: undefined,
      destructive: 'red',
      error: 'red',
      success: 'green',
      warning: 'yellow',
    });
  });

  it('shows an error as title, friendly message and suggestion', async () => {
    renderWithProviders(<div />);
    act(() => {
      toastError(new ApiError(409, 'Email already exists'));
    });
    expect(await screen.findByText('Unable to Complete')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByText('Sign in instead, or use a different email address.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
  });
});
