import './full-mantine-styles';
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GalleryPage } from './gallery-page';
import { PageSection } from './page-section';
import { ColumnHeads } from '@/components/column-heads';

const SCHEDULE = [
  { time: '10:00', event: 'Fair opens and the town crier welcomes everyone', place: 'Main gate' },
  { time: '10:30', event: 'Dog show: waggiest tail, best rescue and golden oldies', place: 'North field' },
  { time: '11:00', event: 'Morris dancers', place: 'Bandstand' },
  { time: '11:30', event: 'Children’s fancy dress parade', place: 'Main arena' },
  { time: '12:00', event: 'Brass band concert', place: 'Bandstand' },
  { time: '13:00', event: 'Tug of war: the pubs of the high street against the rugby club', place: 'Main arena' },
  { time: '14:00', event: 'Cake, jam and vegetable judging', place: 'Produce tent' },
  { time: '14:30', event: 'Primary school choir', place: 'Bandstand' },
  { time: '15:00', event: 'Duck race on the brook', place: 'Footbridge' },
  { time: '16:00', event: 'Grand raffle draw', place: 'Main arena' },
  { time: '17:00', event: 'Fair closes; litter pick with the scouts', place: 'Everywhere' },
];

const STALLS = [
  'Tombola run by the Friends of the Library',
  'Second-hand books, records and jigsaws',
  'Plant stall from the allotment society',
  'Homemade cakes from the Women’s Institute',
  'Local honey and beeswax candles',
  'Face painting for children (and brave adults)',
  'Hook-a-duck and coconut shy',
  'Guess the weight of the cake',
  'Bric-a-brac and vintage clothes',
  'Hand-knitted toys and baby clothes',
  'Pottery from the community arts studio',
  'Cider and apple juice from the orchard group',
  'Hog roast and vegetarian burgers',
  'Ice creams from the dairy farm on the Gloucester road',
  'Tea tent with proper china cups',
  'Information stand for the youth club',
  'Repair café: bring a broken lamp or toaster',
  'Bike checks and free puncture repairs',
  'Lost children and first aid point',
  'Water refill station',
  'Raffle ticket sales at the gate',
  'Pet microchipping with the vet surgery',
  'Local history society photograph display',
  'Fire engine to climb aboard',
  'Climbing wall run by the scouts',
  'Petting farm with goats, rabbits and hens',
  'Hedgehog rescue charity stall',
  'Fair trade coffee and chocolate',
  'Sign-up desk for volunteers for next year',
  'Lost property, which you can collect on Monday',
];

/** The default layout with enough realistic content to scroll: header, sidebar and footer under test. */
export default function TestLayoutPage() {
  return (
    <GalleryPage
      title="Test layout"
      description="The default layout with long content, to check scrolling."
      maw={820}
      intro={
        <Text>
          This page is sample content about an imaginary summer fair. Scroll to the end to check that the header stays
          in place, the side menu scrolls on its own and the footer sits below everything.
        </Text>
      }
    >
      <PageSection id="fair-about" title="About the summer fair">
        <Stack gap="sm">
          <Text>
            The summer fair has been held on the recreation ground on the second Saturday of July for more than forty
            years. It began as a fundraiser for the church roof and has grown into the biggest day in the town’s
            calendar, with more than sixty stalls, a full programme in the main arena and music all afternoon.
          </Text>
          <Text>
            Everything is organised by volunteers. Every penny raised after costs goes back into the town: last year the
            fair paid for new benches by the war memorial, a defibrillator outside the library and free swimming lessons
            for children whose families could not otherwise afford them.
          </Text>
          <Text>
            Entry is free. Some activities, such as the tombola and the climbing wall, ask for a small donation. Cash
            and cards are both welcome at most stalls, but bring some coins for the children’s games.
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="fair-schedule" title="Programme for the day">
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Programme table, scrolls sideways"
        >
          <Table striped withTableBorder highlightOnHover>
            <Table.Caption>
              Summer fair programme, Saturday. Times are approximate and may change on the day, especially if it rains.
            </Table.Caption>
            <ColumnHeads columns={['Time', 'What is happening', 'Where']} />
            <Table.Tbody>
              {SCHEDULE.map((row) => (
                <Table.Tr key={row.time}>
                  <Table.Th scope="row" fw={600}>
                    {row.time}
                  </Table.Th>
                  <Table.Td>{row.event}</Table.Td>
                  <Table.Td>{row.place}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PageSection>

      <PageSection id="fair-stalls" title="Stalls and activities">
        <Text mb="sm">There are {STALLS.length} stalls and activities booked so far, in no particular order:</Text>
        <List spacing={4}>
          {STALLS.map((stall) => (
            <List.Item key={stall}>{stall}</List.Item>
          ))}
        </List>
      </PageSection>

      <PageSection id="fair-travel" title="Getting there">
        <Stack gap="sm">
          <Title order={3} size="h4">
            On foot and by bike
          </Title>
          <Text>
            The recreation ground is a ten-minute walk from the high street along the brook path. There are bike racks
            by the main gate and the scouts will keep an eye on them until the fair closes.
          </Text>
          <Title order={3} size="h4">
            By bus
          </Title>
          <Text>
            The number 84 stops outside the leisure centre every half hour on Saturdays. The last bus back into town
            leaves at quarter past six.
          </Text>
          <Title order={3} size="h4">
            By car
          </Title>
          <Text>
            Parking on the recreation ground is for blue badge holders only. Everyone else can use the leisure centre
            car park, which is free all day, or the long-stay car park behind the market hall.
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="fair-access" title="Accessibility">
        <Stack gap="sm">
          <Text>
            The paths between the tents are laid with matting so that wheelchairs, walking frames and pushchairs can get
            about even if the grass is wet. There is an accessible toilet by the pavilion and a quiet tent behind the
            first aid point for anyone who needs a break from the noise.
          </Text>
          <Text>
            Assistance dogs are welcome everywhere. Other dogs are welcome on a lead, except in the food tents and the
            petting farm.
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="fair-volunteer" title="Volunteering">
        <Stack gap="sm">
          <Text>
            We need about a hundred volunteers on the day, and a few more on the Friday evening to put up the tents. You
            can help for an hour or the whole day. No experience is needed: we will pair you with someone who has done
            it before.
          </Text>
          <Text>
            Roles include welcoming people at the gate, selling raffle tickets, running a children’s game, stewarding
            the car park and, most popular of all, washing up in the tea tent.
          </Text>
          <Text>
            To offer your time,{' '}
            <Anchor component={Link} to="/contact" underline="always">
              get in touch with the association
            </Anchor>
            .
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="fair-questions" title="Common questions">
        <Stack gap="sm">
          <Title order={3} size="h4">
            What happens if it rains?
          </Title>
          <Text>
            The fair goes ahead in all but the worst weather. If it has to be cancelled, we will say so here and on the
            noticeboard outside the library by eight o’clock that morning.
          </Text>
          <Title order={3} size="h4">
            Can I book a stall?
          </Title>
          <Text>
            Stall bookings close at the end of May. Local charities and clubs pitch for free; businesses pay a small fee
            that goes towards the cost of the tents.
          </Text>
          <Title order={3} size="h4">
            Can I bring a barbecue?
          </Title>
          <Text>
            No, sorry. Open fires and barbecues are not allowed on the recreation ground, but there is plenty of hot
            food on sale.
          </Text>
        </Stack>
      </PageSection>

      <PageSection id="fair-end" title="End of the page">
        <Text>
          You have reached the end of the sample content. The footer should appear just below this line, and the header
          should still be at the top of the window.
        </Text>
      </PageSection>
    </GalleryPage>
  );
}
