import { jest } from '@jest/globals';
import { Drawer, MantineProvider, Modal, Select } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from '../lib/toast';
import { AppNotifications } from './AppNotifications';
import { CLEAR_SELECTION_LABEL, CLOSE_LABEL, CLOSE_NOTIFICATION_LABEL, theme } from './theme';

// The theme names the icon-only buttons Mantine draws without one, once for every screen.

const withTheme = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('theme: names of the icon-only buttons', () => {
  it('names the close "×" of a dialog "Close dialog", and it closes the dialog', async () => {
    const onClose = jest.fn();
    withTheme(
      <Modal opened onClose={onClose} title="Delete Try-On Result">
        Sure?
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Try-On Result' });
    const close = within(dialog).getByRole('button', { name: CLOSE_LABEL });
    expect(CLOSE_LABEL).toBe('Close dialog');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('names the close "×" of a drawer (the mobile menu) "Close dialog"', () => {
    withTheme(
      <Drawer opened onClose={() => undefined} title="Menu">
        Links
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it("keeps a label a screen gives its dialog's close button", () => {
    withTheme(
      <Modal opened onClose={() => undefined} title="Zoom" closeButtonProps={{ 'aria-label': 'Close zoom' }}>
        Image
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close zoom' })).toBeInTheDocument();
  });

  it('names the clear "×" of a clearable select, and it clears the value', async () => {
    const onChange = jest.fn();
    withTheme(
      <Select
        label="Background Color"
        data={[{ value: 'white', label: 'White' }]}
        value="white"
        onChange={onChange}
        clearable
      />,
    );
    // Mantine keeps the clear button out of the tab order and the accessibility tree (tabindex -1,
    // aria-hidden: a pointer shortcut, so testing-library computes no name for it); it is labelled all the same.
    const clear = screen.getByLabelText(CLEAR_SELECTION_LABEL);
    expect(clear.tagName).toBe('BUTTON');
    expect(clear).toHaveAttribute('aria-label', 'Clear selection');
    await userEvent.click(clear);
    expect(onChange).toHaveBeenCalledWith(null, null);
  });

  it("keeps a label a screen gives its select's clear button", () => {
    withTheme(
      <Select
        label="Background Color"
        data={['white']}
        value="white"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Background Color' }}
      />,
    );
    expect(screen.getByLabelText('Clear Background Color').tagName).toBe('BUTTON');
    expect(screen.queryByLabelText(CLEAR_SELECTION_LABEL)).not.toBeInTheDocument();
  });

  it('names the close "×" of a toast "Close notification"', async () => {
    withTheme(<AppNotifications />);
    act(() => {
      toast({ title: 'Welcome back!', description: 'Logged in successfully as a@example.com' });
    });
    const title = await screen.findByText('Welcome back!');
    const notification = title.closest<HTMLElement>('[role="alert"]') ?? document.body;
    expect(within(notification).getByRole('button', { name: CLOSE_NOTIFICATION_LABEL })).toBeInTheDocument();
  });
});

describe('toast region', () => {
  it('lifts the bottom-right toasts (wide screens) clear of the support chat launcher', () => {
    withTheme(<AppNotifications />);
    // The region's class (AppNotifications.module.css) sets its bottom to the launcher's clearance.
    const bottomRight = document.querySelector('[data-position="bottom-right"]');
    expect(bottomRight).toHaveClass('region');
  });
});
