import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { User } from '../../features/auth/auth.api';

/** Two-letter initials for the avatar: first and last name, else the email (else the username). */
export function initialsOf(user: User): string {
  const fromName = `${user.firstName?.trim().charAt(0) ?? ''}${user.lastName?.trim().charAt(0) ?? ''}`;
  return (fromName || (user.email ?? user.username).charAt(0)).toUpperCase();
}

type UserMenuButtonProps = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { user: User };

/**
 * The round avatar button that opens the account menu: the menu's target, and the same button alone until
 * the menu's chunk has loaded (see AppHeader).
 */
export function UserMenuButton({ user, ...props }: UserMenuButtonProps) {
  // The name holds the initials the button shows (WCAG 2.5.3, label in name).
  return (
    <UnstyledButton aria-label={`User menu ${initialsOf(user)}`} {...props}>
      <Avatar color="violet" radius="xl" size={36}>
        {initialsOf(user)}
      </Avatar>
    </UnstyledButton>
  );
}
