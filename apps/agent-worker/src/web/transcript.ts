// An episode's transcript (Podcasting 2.0 podcast:transcript) turned into what its speakers said:
// WebVTT and SRT read with @plussub/srt-vtt-parser; the speaker of a cue from a WebVTT voice span
// (`<v Speaker Name>`) or a "Speaker Name: text" prefix (SRT, plain text, VTT without voices); a cue
// with neither continues the previous speaker. Then consecutive cues of one speaker are grouped into
// segments of a few sentences (TRANSCRIPT_SEGMENT_MIN/MAX_CHARS): each a post a reader can take alone.
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import {
  TRANSCRIPT_SEGMENT_MAX_CHARS,
  TRANSCRIPT_SEGMENT_MIN_CHARS,
  TRANSCRIPT_TURN_MIN_CHARS,
  type TranscriptSegment,
} from '@hivemind/contracts';
import type { TranscriptFormat } from './podcast-feed.js';

export interface Cue {
  speakerName: string | null;
  text: string;
}

/** `<v Name>`, `<v.class Name>`: the voice span WebVTT names a speaker with. */
const VOICE = /<v(?:\.[^\s>]+)?\s+([^>]+)>/i;
/**
 * "Name: text" with a name of one to four capitalised words (or "Speaker 2"), at the start of a cue
 * or a line: how SRT and plain-text transcripts name the speaker.
 */
const PREFIX = /^((?:\p{Lu}[\p{L}'’.-]*|\d+)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d+)){0,3})\s*:\s+(.+)$/su;

function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function speakerOf(raw: string): Cue {
  const voice = VOICE.exec(raw);
  if (voice) return { speakerName: voice[1]!.trim(), text: stripTags(raw) };
  const text = stripTags(raw);
  const prefixed = PREFIX.exec(text);
  if (prefixed) return { speakerName: prefixed[1]!.trim(), text: prefixed[2]!.trim() };
  return { speakerName: null, text };
}

/** The cues of a transcript in order, each with its speaker (carried over from the cue before). */
export function parseTranscript(body: string, format: TranscriptFormat): Cue[] {
  const raw: string[] =
    format === 'plain'
      ? body
          .replace(/\r\n?/g, '\n')
          .split(/\n+/)
          .map((l) => l.trim())
          .filter((l) => l.length > 0)
      : parseSubtitles(body.replace(/\r\n?/g, '\n')).entries.map((e: { text: string }) => e.text);
  const cues: Cue[] = [];
  let current: string | null = null;
  for (const line of raw) {
    const cue = speakerOf(line);
    if (!cue.text) continue;
    if (cue.speakerName) current = cue.speakerName;
    cues.push({ speakerName: cue.speakerName ?? current, text: cue.text });
  }
  return cues;
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function sentences(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const s = segment.trim();
    if (!s) continue;
    // A sentence longer than a whole segment is cut at word boundaries.
    if (s.length <= TRANSCRIPT_SEGMENT_MAX_CHARS) out.push(s);
    else {
      let rest = s;
      while (rest.length > TRANSCRIPT_SEGMENT_MAX_CHARS) {
        const cut = rest.lastIndexOf(' ', TRANSCRIPT_SEGMENT_MAX_CHARS);
        const at = cut > TRANSCRIPT_SEGMENT_MIN_CHARS ? cut : TRANSCRIPT_SEGMENT_MAX_CHARS;
        out.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      if (rest) out.push(rest);
    }
  }
  return out;
}

/** One speaker's turn in chunks of whole sentences, each at most MAX and (but for short turns) at least MIN. */
function chunkTurn(text: string): string[] {
  const chunks: string[] = [];
  let chunk = '';
  for (const s of sentences(text)) {
    if (chunk && chunk.length + 1 + s.length > TRANSCRIPT_SEGMENT_MAX_CHARS) {
      chunks.push(chunk);
      chunk = s;
    } else chunk = chunk ? `${chunk} ${s}` : s;
  }
  if (chunk) chunks.push(chunk);
  // A short tail joins the chunk before it when both fit in a little over one segment.
  if (chunks.length >= 2) {
    const tail = chunks[chunks.length - 1]!;
    const before = chunks[chunks.length - 2]!;
    if (
      tail.length < TRANSCRIPT_SEGMENT_MIN_CHARS &&
      before.length + tail.length + 1 <= TRANSCRIPT_SEGMENT_MAX_CHARS + TRANSCRIPT_SEGMENT_MIN_CHARS
    ) {
      chunks.splice(-2, 2, `${before} ${tail}`);
    }
  }
  return chunks;
}

/**
 * The transcript as segments: consecutive cues of one speaker make a turn; a turn shorter than
 * TRANSCRIPT_TURN_MIN_CHARS ("Right.", "Thanks for having me.") makes none; a longer one makes one
 * segment per few sentences (about MIN to MAX characters). Indexes follow the transcript's order, so
 * reading the same transcript again gives the same segments.
 */
export function segmentTranscript(cues: Cue[]): TranscriptSegment[] {
  const turns: Cue[] = [];
  for (const cue of cues) {
    const last = turns[turns.length - 1];
    if (last && last.speakerName === cue.speakerName) last.text = `${last.text} ${cue.text}`;
    else turns.push({ ...cue });
  }
  const segments: TranscriptSegment[] = [];
  for (const turn of turns) {
    if (turn.text.length < TRANSCRIPT_TURN_MIN_CHARS) continue;
    for (const text of chunkTurn(turn.text)) {
      segments.push({ index: segments.length, speakerName: turn.speakerName, text });
    }
  }
  return segments;
}
