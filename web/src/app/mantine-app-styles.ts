// Mantine CSS of the signed-in screens, the content pages and the support chat (loaded with them, after
// mantine-styles.ts, whose building blocks they use): the remaining building blocks first, then the
// components in the order Mantine documents. Import it first in a screen's module, so that the screen's own
// CSS modules come after it.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Drawer.css';
// SegmentedControl's selected-option highlight is a FloatingIndicator: without its styles the highlight
// is not anchored to the control's corner and is drawn offset.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
