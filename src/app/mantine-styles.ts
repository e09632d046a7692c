/**
 * Mantine's styles for the components the app uses, instead of the whole 250 KB stylesheet: the
 * stylesheet blocks the first paint, so every kilobyte here is paid by every visitor on every cold
 * load. `mantine-styles.test.ts` fails when a component is used without its styles listed here.
 * Order matters: shared building blocks first, components that build on them after.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Affix.layer.css';
