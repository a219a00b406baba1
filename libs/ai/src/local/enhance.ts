import type { EnhanceAction } from '@hivemind/contracts';
import { AiInputError } from '../errors.js';
import { formatText } from './format.js';

/**
 * Rule-based enhancement actions of the thought editor. They rewrite with phrase tables and
 * sentence rules, never inventing content: punchy drops hedges and fillers and prefers strong
 * verbs; simplify swaps formal words for plain ones and splits long sentences; clarify expands
 * abbreviations and restores a dropped "I"; bullets-numbers turns sentences or inline lists into
 * markdown bullets, or numbered steps when the text reads as a sequence; custom recognises a few
 * common instructions (see applyCustom).
 */
type Table = ReadonlyArray<readonly [RegExp, string]>;

/** Hedges and fillers: words that soften a statement without adding meaning. */
const HEDGES: Table = [
  [/\b(i think|i guess|i feel like|i believe that|it seems like|in my opinion),?\s*(that\s+)?/gi, ''],
  [
    /\b(basically|actually|literally|honestly|really|just|very|quite|rather|somewhat|pretty much|kind of|sort of|perhaps|probably|maybe),?\s+/gi,
    '',
  ],
  [/\b(you know|i mean|like),\s+/gi, ''],
  [/\bit is important to note that\s+/gi, ''],
  [/\bthe fact that\s+/gi, ''],
];

/** Wordy phrases and weak verb + noun pairs, replaced by one strong word. */
const STRONG: Table = [
  [/\bin order to\b/gi, 'to'],
  [/\bto be able to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bmake a decision\b/gi, 'decide'],
  [/\bcome to a conclusion\b/gi, 'conclude'],
  [/\btake into consideration\b/gi, 'consider'],
  [/\bgive (some )?thought to\b/gi, 'consider'],
  [/\b(is|are) able to\b/gi, 'can'],
  [/\bhave the ability to\b/gi, 'can'],
  [/\bget rid of\b/gi, 'remove'],
  [/\bmake an improvement (to|in)\b/gi, 'improve'],
  [/\bcarry out\b/gi, 'do'],
  [/\bfind out\b/gi, 'learn'],
  [/\bput off\b/gi, 'delay'],
  [/\ba lot of\b/gi, 'many'],
  [/\bin the near future\b/gi, 'soon'],
  [/\bat the end of the day\b/gi, 'ultimately'],
  [/\bthere (is|are) (\w+) (that|who|which)\s+/gi, '$2 '],
];

/** Formal or long words and their plain equivalents. */
const PLAIN: Table = [
  [/\butili[sz]e\b/gi, 'use'],
  [/\butili[sz]ation\b/gi, 'use'],
  [/\bcommence\b/gi, 'start'],
  [/\bterminate\b/gi, 'end'],
  [/\bapproximately\b/gi, 'about'],
  [/\bfacilitate\b/gi, 'help'],
  [/\bassist(ance)?\b/gi, 'help'],
  [/\bdemonstrate\b/gi, 'show'],
  [/\bsubsequently\b/gi, 'later'],
  [/\bsufficient\b/gi, 'enough'],
  [/\bnumerous\b/gi, 'many'],
  [/\bpurchase\b/gi, 'buy'],
  [/\bendeavou?r\b/gi, 'try'],
  [/\bregarding\b/gi, 'about'],
  [/\bprior to\b/gi, 'before'],
  [/\bin the event that\b/gi, 'if'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bnevertheless\b/gi, 'still'],
  [/\bconsequently\b/gi, 'so'],
  [/\badditionally\b/gi, 'also'],
  [/\bmoreover\b/gi, 'also'],
  [/\bobtain\b/gi, 'get'],
  [/\brequire\b/gi, 'need'],
  [/\bindividuals\b/gi, 'people'],
  [/\bascertain\b/gi, 'find out'],
  [/\bimplement\b/gi, 'carry out'],
  [/\bmodify\b/gi, 'change'],
  [/\bsubstantial\b/gi, 'large'],
  [/\bparticipate in\b/gi, 'join'],
  [/\bin order to\b/gi, 'to'],
];

/** Shorthand people type in quick notes, expanded for a reader who was not there. */
const ABBREVIATIONS: Table = [
  [/\basap\b/gi, 'as soon as possible'],
  [/\bfyi\b/gi, 'for your information'],
  [/\bimo\b/gi, 'in my opinion'],
  [/\bimho\b/gi, 'in my humble opinion'],
  [/\bbtw\b/gi, 'by the way'],
  [/\btbh\b/gi, 'to be honest'],
  [/\bidk\b/gi, "I don't know"],
  [/\btmrw\b/gi, 'tomorrow'],
  [/\btmr\b/gi, 'tomorrow'],
  [/\bw\/o\b/gi, 'without'],
  [/\bre:\s*/gi, 'about '],
  [/\bw\//gi, 'with '],
  [/\bb\/c\b/gi, 'because'],
  [/\bbc\b/gi, 'because'],
  [/\bmtg\b/gi, 'meeting'],
  [/\bpls\b|\bplz\b/gi, 'please'],
  [/\bthx\b/gi, 'thanks'],
  [/\bapprox\.?(?=\s)/gi, 'approximately'],
  [/\bgovt\b/gi, 'government'],
  [/\bmgmt\b/gi, 'management'],
  [/\bdept\b/gi, 'department'],
  [/\binfo\b/gi, 'information'],
  [/\bppl\b/gi, 'people'],
  [/\bmsg\b/gi, 'message'],
  [/\be\.g\.,?/gi, 'for example,'],
  [/\bi\.e\.,?/gi, 'that is,'],
  [/\betc\.?/gi, 'and so on'],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  [/\beod\b/gi, 'end of day'],
  [/\beow\b/gi, 'end of week'],
  [/\bwfh\b/gi, 'working from home'],
  [/\boos\b/gi, 'out of office'],
  [/\b1:1\b/g, 'one-on-one'],
];

const SEQUENCE = /\b(first(ly)?|second(ly)?|then|next|after that|finally|lastly|step \d+)\b/i;
const PAST_VERB_START =
  /^(went|got|had|did|felt|saw|made|took|met|ate|spent|told|thought|called|finished|started|tried|noticed|realized|realised|learned|wanted|decided|worked|talked|watched|read|wrote)\b/i;

const applyTable = (text: string, table: Table): string =>
  table.reduce((t, [pattern, to]) => t.replace(pattern, to), text);

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”')\]]*)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function punchy(text: string): string {
  const tidied = applyTable(applyTable(applyTable(text, HEDGES), STRONG), PLAIN)
    .replace(/\b(that|which) (is|are) (\w+ly )?/gi, '')
    .replace(/\s{2,}/g, ' ');
  // Short sentences hit harder: keep at most three, dropping the trailing ones.
  const sentences = splitSentences(formatText(tidied));
  return formatText(sentences.slice(0, 3).join(' '));
}

export function simplify(text: string): string {
  const plain = applyTable(applyTable(text, STRONG), PLAIN);
  const sentences = splitSentences(formatText(plain)).flatMap((s) => {
    if (s.split(/\s+/).length <= 15) return [s];
    // Long sentences split at a clause boundary: ";", ", which", ", and", ", but".
    return s
      .replace(/;\s+/g, '. ')
      .replace(/,\s+which\s+/gi, '. This ')
      .replace(
        /,\s+(and|but|so)\s+/gi,
        (_m, c: string) => `. ${c.toLowerCase() === 'but' ? 'But ' : c.toLowerCase() === 'so' ? 'So ' : ''}`,
      )
      .split(/(?<=\.)\s+/);
  });
  return formatText(sentences.join(' '));
}

export function clarify(text: string): string {
  const expanded = applyTable(text, ABBREVIATIONS);
  // Diary style drops the subject ("Went to the gym."): give it back so the thought stands alone.
  const sentences = splitSentences(expanded).map((s) =>
    PAST_VERB_START.test(s) ? `I ${s[0]?.toLowerCase()}${s.slice(1)}` : s,
  );
  return formatText(sentences.join(' '));
}

/** Markdown bullets, or numbered steps when the text reads as a sequence (or `style` says so). */
export function bulletsNumbers(text: string, style?: 'bullets' | 'numbers'): string {
  const formatted = formatText(text);
  if (/^\s*([-*•]|\d+[.)])\s+/m.test(formatted)) return formatted;
  let heading = '';
  let items: string[];
  const colon = /^([^:\n]{1,60}):\s+(.+)$/s.exec(formatted);
  const inline = (body: string) =>
    body
      .replace(/[.!?]$/, '')
      .split(/\s*(?:,|;|\band then\b|\bthen\b)\s*(?:and\s+)?|\s+and\s+(?=\w+\s)/i)
      .map((s) => s.trim())
      .filter(Boolean);
  if (colon && inline(colon[2] ?? '').length >= 2) {
    heading = `${colon[1]}:`;
    items = inline(colon[2] ?? '');
  } else {
    items = splitSentences(formatted);
    if (items.length === 1) {
      const parts = inline(formatted);
      items = parts.length >= 3 ? parts : items;
    }
  }
  const numbered = style ? style === 'numbers' : SEQUENCE.test(formatted);
  const lines = items.map((item, i) => {
    const clean = item
      .replace(/^(first(ly)?|second(ly)?|then|next|after that|finally|lastly),?\s+/i, '')
      .replace(/[.;,]$/, '');
    const body = clean.charAt(0).toUpperCase() + clean.slice(1);
    return numbered ? `${i + 1}. ${body}` : `- ${body}`;
  });
  return [heading, ...lines].filter(Boolean).join('\n');
}

/**
 * Custom instructions, honestly limited: the local provider has no language model, so it
 * recognises common requests by keyword (shorter/concise, simpler, clearer/expand, bullets/list,
 * numbered/steps, formal, casual, upper/lower/title case, question) and applies the matching
 * rules in a fixed order. Anything else returns the formatted text unchanged in substance; the
 * openai provider follows arbitrary instructions.
 */
export function applyCustom(text: string, instructions: string): string {
  const wants = (pattern: RegExp) => pattern.test(instructions);
  let out = formatText(text);
  if (wants(/\b(clear|clearer|clarify|expand|spell out|abbreviation)/i)) out = clarify(out);
  if (wants(/\b(simple|simpler|simplify|plain|easy|easier)\b/i)) out = simplify(out);
  if (wants(/\b(short|shorter|shorten|concise|brief|punchy|tight|trim)/i)) out = punchy(out);
  if (wants(/\b(formal|professional|polite)\b/i)) out = formal(out);
  if (wants(/\b(casual|informal|friendly|relaxed)\b/i)) out = casual(out);
  if (wants(/\b(number|numbered|steps?|ordered)\b/i)) out = bulletsNumbers(out, 'numbers');
  else if (wants(/\b(bullets?|list|markdown|points)\b/i)) out = bulletsNumbers(out, 'bullets');
  if (wants(/\b(question)\b/i)) out = out.replace(/[.!]$/, '?');
  if (wants(/\b(upper ?case|all caps|capitals|caps)\b/i)) out = out.toUpperCase();
  else if (wants(/\blower ?case\b/i)) out = out.toLowerCase();
  else if (wants(/\btitle ?case\b/i)) out = out.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return out;
}

const EXPAND: Table = [
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bn't\b/gi, ' not'],
  [/\bI'm\b/g, 'I am'],
  [/\b(\w+)'re\b/gi, '$1 are'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\b(it|that|there|what)'s\b/gi, '$1 is'],
  [/\b(gonna)\b/gi, 'going to'],
  [/\b(wanna)\b/gi, 'want to'],
  [/\b(kinda)\b/gi, 'somewhat'],
  [/\b(yeah|yep)\b/gi, 'yes'],
];

function formal(text: string): string {
  return formatText(applyTable(applyTable(text, EXPAND), ABBREVIATIONS).replace(/!+/g, '.'));
}

function casual(text: string): string {
  return formatText(
    text
      .replace(/\bdo not\b/gi, "don't")
      .replace(/\bcannot\b/gi, "can't")
      .replace(/\bwill not\b/gi, "won't")
      .replace(/\bI am\b/g, "I'm")
      .replace(/\bit is\b/gi, "it's"),
  );
}

export function enhanceText(text: string, action: EnhanceAction, instructions?: string): string {
  switch (action) {
    case 'punchy':
      return punchy(text);
    case 'simplify':
      return simplify(text);
    case 'clarify':
      return clarify(text);
    case 'bullets-numbers':
      return bulletsNumbers(text);
    case 'custom':
      if (!instructions?.trim()) throw new AiInputError('Please enter custom instructions');
      return applyCustom(text, instructions);
    default:
      throw new AiInputError(`Unknown enhancement action ${JSON.stringify(action)}`);
  }
}
