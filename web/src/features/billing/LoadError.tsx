import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getFriendlyError } from '../../lib/errors';

/** A failed load on a billing screen: what could not be loaded, and the friendly message of the error. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      {getFriendlyError(error).message}
    </Alert>
  );
}
