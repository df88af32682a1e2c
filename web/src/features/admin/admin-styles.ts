// Mantine CSS of the components only the admin screens use, loaded with them (not in the first load);
// their building blocks (Input, InlineInput, Combobox) are in app/mantine-styles.ts already. Pill and
// PillsInput are the knowledge base's keywords (TagsInput).
// ColorSwatch: the colour keys of the overview charts' legends and tooltips (@mantine/charts draws them).
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
