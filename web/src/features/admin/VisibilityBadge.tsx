import { Badge } from '@mantine/core';

/** The visible/hidden flag of a footer section, footer item or content page. */
export function VisibilityBadge({ visible }: { visible: boolean }) {
  return (
    <Badge variant="light" color={visible ? 'green' : 'gray'}>
      {visible ? 'Visible' : 'Hidden'}
    </Badge>
  );
}
