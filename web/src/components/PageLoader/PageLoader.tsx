import { Center, Loader } from '@mantine/core';

/**
 * The Loading spinner shown while the current user or a lazily loaded screen is on its way. It fills the
 * screen, so what follows it (the footer) starts below the fold and is not pushed down when the screen comes.
 */
export function PageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
