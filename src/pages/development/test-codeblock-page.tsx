import './full-mantine-styles';
import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Markdown } from '@/components/markdown';
import { GalleryPage } from './gallery-page';
import { PageSection } from './page-section';

const TYPESCRIPT_SAMPLE = `interface FairEvent {
  time: string;
  title: string;
  place: string;
}

/** The events still to come, soonest first. */
export function upcoming(events: FairEvent[], now: string): FairEvent[] {
  return events
    .filter((event) => event.time >= now)
    .sort((a, b) => a.time.localeCompare(b.time));
}`;

const JSON_SAMPLE = `{
  "title": "Summer fair",
  "date": "2026-07-11",
  "free": true,
  "stalls": 62,
  "organisers": ["Town association", "Rotary club"]
}`;

const SHELL_SAMPLE = `# Install exactly what the lock file says, then run every check
npm ci
npm run typecheck
npx vitest run src/lib/contrast.test.ts`;

const MARKDOWN_SAMPLE = `## Summer fair news

The fair is on **Saturday 11 July** from 10am to 5pm. Entry is _free_.

### What to bring

- A bag for your shopping
- Coins for the tombola
- Sun cream, or an umbrella

### How to book a stall

1. Read the [code of conduct](/policies/code-of-conduct).
2. Check the [component gallery](/test-component) to see how links inside the site behave.
3. Visit the [Royal Horticultural Society](https://www.rhs.org.uk/) for tips on the plant stall.

#### Prices

| Stall | Size | Price |
| --- | --- | --- |
| Charity or club | 3 m by 3 m | Free |
| Business | 3 m by 3 m | £25 |

#### A code sample

\`\`\`ts
const stalls = 62;
console.log(\`\${stalls} stalls booked\`);
\`\`\`

> Volunteers get a free cup of tea every hour.

#### Sanitising check

This line has an image with an \`onerror\` script: <img src=x onerror=alert(1) alt=""> and a [bad](javascript:alert(1)) link.
`;

interface CodeSampleProps {
  id: string;
  title: string;
  code: string;
}

/** A code block that scrolls sideways on narrow screens, and can be scrolled with the keyboard. */
function CodeSample({ id, title, code }: CodeSampleProps) {
  return (
    <div>
      <Title order={3} id={id} mb="xs">
        {title}
      </Title>
      <Code block role="region" aria-labelledby={id} tabIndex={0}>
        {code}
      </Code>
    </div>
  );
}

/** Mantine code blocks and the site's Markdown rendering, including proof that unsafe input is made harmless. */
export default function TestCodeblockPage() {
  return (
    <GalleryPage title="Test code block" description="Code blocks and Markdown rendering." maw={900}>
      <PageSection id="codeblock-code" title="Code blocks" headingGap="md">
        <Stack gap="lg">
          <CodeSample id="codeblock-typescript" title="TypeScript" code={TYPESCRIPT_SAMPLE} />
          <CodeSample id="codeblock-json" title="JSON" code={JSON_SAMPLE} />
          <CodeSample id="codeblock-shell" title="Shell" code={SHELL_SAMPLE} />
        </Stack>
      </PageSection>

      <PageSection id="codeblock-markdown" title="Markdown" headingGap="md">
        <Stack gap="lg">
          <Text>
            Markdown is turned into HTML and then cleaned, so text written in the dashboard can never run code in a
            visitor’s browser. Headings in content start at level 2, because the page title is the only level 1 heading.
          </Text>

          <div>
            <Title order={3} id="codeblock-markdown-source" mb="xs">
              The source
            </Title>
            <Code block role="region" aria-labelledby="codeblock-markdown-source" tabIndex={0}>
              {MARKDOWN_SAMPLE}
            </Code>
          </div>

          <PageSection id="codeblock-markdown-result" title="How it is shown" order={3} headingGap="xs">
            <Text size="sm" c="dimmed" mb="sm">
              The rendered Markdown follows, in a box. Its own headings start again at level 2.
            </Text>
            <Paper withBorder p="lg" radius="md">
              <Markdown>{MARKDOWN_SAMPLE}</Markdown>
            </Paper>
          </PageSection>

          <PageSection id="codeblock-sanitising" title="What the cleaning did" order={3} headingGap="xs">
            <List spacing="xs">
              <List.Item>
                The source contains <Code>{'<img src=x onerror=alert(1)>'}</Code> (with an empty <Code>alt</Code>, so
                the broken image stays invisible). The <Code>onerror</Code> attribute is removed, so no script runs:
                there is no pop-up.
              </List.Item>
              <List.Item>
                The source also contains <Code>[bad](javascript:alert(1))</Code>. The <Code>javascript:</Code> address
                is removed, so the word “bad” is shown as plain text, not as a link you could follow.
              </List.Item>
              <List.Item>
                Links within the site, such as the code of conduct, open without reloading the page; links to other
                sites work as normal.
              </List.Item>
            </List>
          </PageSection>
        </Stack>
      </PageSection>
    </GalleryPage>
  );
}
