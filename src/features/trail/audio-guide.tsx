import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { Markdown } from '@/components/markdown';
import { isSafeUrl } from '@/lib/safe-url';
import type { TrailStop } from './trail-schema';

export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;

/** "1:05": a time in the recording. */
export function clockText(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The stop's audio guide: a native `<audio>` underneath, with controls of our own that are labelled and
 * work with a keyboard (Play/Pause, a slider to move through it, the speed), and the transcript in a
 * disclosure for anyone who cannot or would rather not listen.
 */
export function AudioGuide({ stop }: { stop: Pick<TrailStop, 'audio' | 'transcript' | 'title'> }) {
  const audio = useRef<HTMLAudioElement>(null);
  const headingId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState('1');
  const [failed, setFailed] = useState(false);
  const source = stop.audio && stop.audio.url !== '' && isSafeUrl(stop.audio.url) ? stop.audio : null;

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = Number(speed);
  }, [speed]);

  if (!source && !stop.transcript.trim()) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Audio guide
        </Title>
        {source && (
          <>
            <audio
              ref={audio}
              src={source.url}
              preload="metadata"
              data-testid="audio-guide"
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
              onLoadedMetadata={(event) => {
                setDuration(event.currentTarget.duration);
                event.currentTarget.playbackRate = Number(speed);
              }}
              onError={() => setFailed(true)}
            />
            <Group gap="sm" align="center" wrap="wrap">
              <Button
                onClick={() => {
                  const element = audio.current;
                  if (!element) return;
                  if (element.paused) void element.play().catch(() => setFailed(true));
                  else element.pause();
                }}
                leftSection={
                  playing ? (
                    <IconPlayerPauseFilled size={16} aria-hidden />
                  ) : (
                    <IconPlayerPlayFilled size={16} aria-hidden />
                  )
                }
                aria-label={playing ? 'Pause the audio guide' : 'Play the audio guide'}
              >
                {playing ? 'Pause' : 'Play'}
              </Button>
              <Text size="sm" aria-hidden>
                {clockText(time)} / {clockText(duration)}
              </Text>
              <NativeSelect
                label="Speed"
                size="xs"
                value={speed}
                onChange={(event) => setSpeed(event.currentTarget.value)}
                data={SPEEDS.map((value) => ({ value: String(value), label: `${value}×` }))}
                style={{ width: '6rem' }}
              />
            </Group>
            <input
              type="range"
              aria-label="Position in the audio guide"
              aria-valuetext={`${clockText(time)} of ${clockText(duration)}`}
              min={0}
              max={Math.max(duration, 0.1)}
              step={1}
              value={Math.min(time, duration || 0)}
              onChange={(event) => {
                const value = Number(event.currentTarget.value);
                if (audio.current) audio.current.currentTime = value;
                setTime(value);
              }}
              style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
            />
            {failed && (
              <Text size="sm" c="red" role="alert">
                The recording could not be played here. The transcript below says the same.
              </Text>
            )}
          </>
        )}
        {stop.transcript.trim() && (
          <details>
            <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Read the transcript</summary>
            <Markdown>{stop.transcript}</Markdown>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
