import './full-mantine-styles';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Notification,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  type ButtonVariant,
  type TitleOrder,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleX, IconInfoCircle, IconMail, IconSend } from '@tabler/icons-react';
import { GalleryPage } from './gallery-page';
import { PageSection } from './page-section';

const HEADING_ORDERS: TitleOrder[] = [2, 3, 4, 5, 6];

const TEXT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const BUTTON_VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'filled', label: 'Filled' },
  { variant: 'light', label: 'Light' },
  { variant: 'outline', label: 'Outline' },
  { variant: 'subtle', label: 'Subtle' },
  { variant: 'default', label: 'Default' },
  { variant: 'transparent', label: 'Transparent' },
];

/** `undefined` is the season's own colour. */
const ALERTS = [
  { color: undefined, title: 'For your information', icon: IconInfoCircle, text: 'The fair programme is now online.' },
  { color: 'green', title: 'Booking confirmed', icon: IconCheck, text: 'Your stall is booked for Saturday 11 July.' },
  { color: 'yellow', title: 'Check the weather', icon: IconAlertTriangle, text: 'Rain is forecast after 3pm.' },
  { color: 'red', title: 'Booking not sent', icon: IconCircleX, text: 'Something went wrong. Please try again.' },
] as const;

/** Red 9 in light mode and red 0 in dark mode: both well above 4.5:1 where Mantine's own error red is not. */
const ERROR_TEXT = 'var(--mantine-color-red-light-color)';

/** Mantine's notification text is grey 6 (about 3.3:1); the site's dimmed colour is 7:1. */
const NOTIFICATION_STYLES = { description: { color: 'var(--mantine-color-dimmed)' } };

const BADGE_VARIANTS = ['filled', 'light', 'outline', 'dot', 'default'] as const;

/** Typography, buttons, inputs and feedback, all in the season and mode chosen now. */
export default function TestGenericPage() {
  const [pressed, setPressed] = useState('');
  const [notificationOpen, setNotificationOpen] = useState(true);

  return (
    <GalleryPage
      title="Test generic"
      description="Typography, buttons, inputs and feedback in the current season."
      maw={900}
    >
      <PageSection id="generic-typography" title="Typography" headingGap="md">
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            A page has only one level 1 heading, and here it is the page title above. The other levels follow.
          </Text>
          {HEADING_ORDERS.map((order) => (
            <Title key={order} order={order}>
              Heading level {order}: the summer fair
            </Title>
          ))}
        </Stack>
      </PageSection>

      <PageSection id="generic-text" title="Text" headingGap="md">
        <Stack gap="xs">
          {TEXT_SIZES.map((size) => (
            <Text key={size} size={size}>
              Text size {size}: stalls open at ten and close at five.
            </Text>
          ))}
          <Text fw={700}>Bold text for emphasis.</Text>
          <Text fs="italic">Italic text, for a title or an aside.</Text>
          <Text c="dimmed">Dimmed text, for less important details such as when a page was last updated.</Text>
          <Text td="line-through">Struck-through text: Sunday’s car boot sale is cancelled.</Text>
        </Stack>
      </PageSection>

      <PageSection id="generic-buttons" title="Buttons" headingGap="md">
        <Stack gap="md">
          <Group gap="sm">
            {BUTTON_VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant} onClick={() => setPressed(label)}>
                {label}
              </Button>
            ))}
          </Group>
          <Group gap="sm">
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setPressed('Send with icon')}>
              Send
            </Button>
            <Button size="xs" onClick={() => setPressed('Extra small')}>
              Extra small
            </Button>
            <Button size="lg" onClick={() => setPressed('Large')}>
              Large
            </Button>
            <Button loading>Saving</Button>
            <Button disabled>Disabled</Button>
            <Button variant="outline" disabled>
              Disabled outline
            </Button>
          </Group>
          <Text size="sm" role="status">
            {pressed ? `You pressed: ${pressed}.` : 'Press a button to check it responds.'}
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="generic-inputs" title="Inputs" headingGap="md">
        <Box component="form" onSubmit={(event) => event.preventDefault()} noValidate>
          <Stack gap="md" maw={520}>
            <TextInput label="Your name" description="As you would like it to appear on the stall list." required />
            <TextInput
              label="Email address"
              type="email"
              defaultValue="someone@example"
              leftSection={<IconMail size={16} aria-hidden />}
              error="Enter an email address in the right format, like name@example.com"
              // Mantine's error red is about 3.3:1 (red 6 on white, red 8 on dark); shade 9 / shade 0 pass AA.
              styles={{
                input: { color: ERROR_TEXT, borderColor: ERROR_TEXT },
                error: { color: ERROR_TEXT },
              }}
            />
            <Textarea label="What will you sell?" description="A sentence or two is plenty." autosize minRows={3} />
            <Select
              label="Where would you like your stall?"
              placeholder="Choose a spot"
              data={['Near the main gate', 'By the bandstand', 'In the produce tent', 'Anywhere is fine']}
            />
            <Radio.Group label="How will you get there?" description="So we can plan parking." defaultValue="walk">
              <Stack gap="xs" mt="xs">
                <Radio value="walk" label="On foot" />
                <Radio value="bike" label="By bike" />
                <Radio value="bus" label="By bus" />
                <Radio value="car" label="By car" />
              </Stack>
            </Radio.Group>
            <Checkbox label="I have read the code of conduct" />
            <Checkbox label="I need a table and chairs" defaultChecked />
            <Checkbox label="Borrow a gazebo (none left)" disabled />
            <Switch label="Send me reminders by email" defaultChecked />
            <Group>
              <Button type="submit">Check the form</Button>
            </Group>
          </Stack>
        </Box>
      </PageSection>

      <PageSection id="generic-alerts" title="Alerts" headingGap="md">
        <Stack gap="sm">
          {ALERTS.map(({ color, title, icon: Icon, text }) => (
            // Static samples: a note, not an alert that screen readers would announce on load. Mantine's light
            // title colour (shade 9 on shade 1) is under 4.5:1 for green and yellow, so titles use the body colour.
            <Alert
              key={title}
              role="note"
              color={color}
              title={title}
              icon={<Icon size={20} aria-hidden />}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {text}
            </Alert>
          ))}
        </Stack>
      </PageSection>

      <PageSection id="generic-badges" title="Badges" headingGap="md">
        <Group gap="sm">
          {BADGE_VARIANTS.map((variant) => (
            <Badge key={variant} variant={variant}>
              {variant}
            </Badge>
          ))}
          <Badge color="gray" variant="light">
            Sold out
          </Badge>
          {/* Light, because white on Mantine's filled red is under 4.5:1. */}
          <Badge color="red" variant="light">
            Cancelled
          </Badge>
        </Group>
      </PageSection>

      <PageSection id="generic-notifications" title="Notifications" headingGap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Notification
            styles={NOTIFICATION_STYLES}
            role="note"
            title="Saved"
            withCloseButton={false}
            icon={<IconCheck size={18} aria-hidden />}
          >
            Your stall details are saved on this device and will be sent when you are back online.
          </Notification>
          <Notification styles={NOTIFICATION_STYLES} role="note" title="Sending" loading withCloseButton={false}>
            Sending your booking. This one never finishes; it is a sample.
          </Notification>
          {notificationOpen ? (
            <Notification
              styles={NOTIFICATION_STYLES}
              role="note"
              title="New event"
              color="yellow"
              closeButtonProps={{ 'aria-label': 'Close the new event notification' }}
              onClose={() => setNotificationOpen(false)}
            >
              The open gardens weekend has been added to the calendar.
            </Notification>
          ) : (
            <Button variant="default" onClick={() => setNotificationOpen(true)}>
              Show the closed notification again
            </Button>
          )}
        </SimpleGrid>
      </PageSection>

      <PageSection id="generic-progress" title="Loading and progress" headingGap="md">
        <Stack gap="md">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Loading the programme (a sample: it never finishes).</Text>
          </Group>
          <Box>
            <Text size="sm" mb={4}>
              Raffle tickets sold: 65%
            </Text>
            <Progress value={65} aria-label="Raffle tickets sold" />
          </Box>
          <Box>
            <Text size="sm" mb={4}>
              Volunteers signed up: 40 of 100
            </Text>
            <Progress value={40} striped animated aria-label="Volunteers signed up" />
          </Box>
        </Stack>
      </PageSection>
    </GalleryPage>
  );
}
