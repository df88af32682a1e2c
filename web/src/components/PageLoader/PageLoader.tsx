import { Center, Loader } from '@mantine/core';

/** The Loading spinner shown while the current user or a lazily loaded screen is on its way. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
