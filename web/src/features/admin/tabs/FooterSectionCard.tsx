import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type {
  FooterItemDialog_FooterItemFragment,
  FooterSectionDialog_FooterSectionFragment,
} from '../../../__generated__/graphql';
import { AdminTable } from '../AdminTable';
import { RowActions } from '../RowActions';
import { VisibilityBadge } from '../VisibilityBadge';

type Item = FooterItemDialog_FooterItemFragment;

/**
 * One footer section in the footer tab: its title, display order and visible flag with its actions, and
 * the table of its items (label, URL, order, visible, new tab, actions), lowest order first.
 */
export function FooterSectionCard(props: {
  section: FooterSectionDialog_FooterSectionFragment & { items: Item[] };
  onEdit: () => void;
  onDelete: () => void;
  onAddItem: () => void;
  onEditItem: (item: Item) => void;
  onDeleteItem: (item: Item) => void;
}) {
  const { section } = props;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Section ${section.title}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {section.title}
          </Title>
          <Badge variant="outline" color="gray">
            Order {section.displayOrder}
          </Badge>
          <VisibilityBadge visible={section.isVisible} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={props.onAddItem}
          >
            Add Item
          </Button>
          <RowActions name={`section ${section.title}`} onEdit={props.onEdit} onDelete={props.onDelete} />
        </Group>
      </Group>
      <AdminTable
        label={`${section.title} items`}
        rows={section.items}
        emptyText="No items in this section yet."
        columns={[
          { header: 'Label', cell: (item) => <Text fw={500}>{item.label}</Text> },
          {
            header: 'URL',
            cell: (item) => (
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {item.url}
              </Text>
            ),
          },
          { header: 'Order', cell: (item) => item.displayOrder },
          {
            header: 'Visible',
            cell: (item) =>
              item.isVisible && item.linksToHiddenPage ? (
                // The server leaves such an item out of the public footer: say so, and why.
                <Stack gap={2}>
                  <Badge color="orange" variant="light">
                    Not shown
                  </Badge>
                  <Text size="xs" c="orange.8">
                    The page it links to is hidden, so visitors do not see this item.
                  </Text>
                </Stack>
              ) : (
                <VisibilityBadge visible={item.isVisible} />
              ),
          },
          { header: 'New tab', cell: (item) => (item.openInNewTab ? 'Yes' : 'No') },
          {
            header: 'Actions',
            cell: (item) => (
              <RowActions
                name={item.label}
                onEdit={() => props.onEditItem(item)}
                onDelete={() => props.onDeleteItem(item)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
