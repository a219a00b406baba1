import { THOUGHT_TYPES, type Category, type ListMatchInput, type ThoughtType } from '@hivemind/contracts';
import { cosine } from './embedding.js';
import { bulletsNumbers, splitSentences } from './enhance.js';
import { formatText } from './format.js';
import { analyze, type NlpDoc } from '../nlp/nlp.js';
import { isStopWord } from './text.js';

/**
 * Local list matching. A list's title, description and match instructions are its "profile"; a
 * thought matches when
 *   score = SEMANTIC_WEIGHT · cos(thought, profile) + KEYWORD_WEIGHT · keyword overlap + type bonus
 * reaches MATCH_THRESHOLD, unless the instructions exclude it ("not work stuff", "no ideas").
 * The type bonus is given when the instructions name kinds of thoughts ("tasks", "ideas",
 * "quotes") and the thought is of that kind. Item title and content then follow simple,
 * recognisable item creation instructions (start with a verb, at most N words, include the date,
 * bullets, one sentence, lower/upper case); the title otherwise is the thought's first sentence.
 */
export const MATCH_THRESHOLD = 0.3;
const SEMANTIC_WEIGHT = 0.6;
const KEYWORD_WEIGHT = 0.4;
const TYPE_BONUS = 0.35;
const TITLE_MAX = 255;
const DEFAULT_TITLE_WORDS = 12;

/** Words in instructions that name a kind of thought. */
const TYPE_WORDS: ReadonlyArray<readonly [RegExp, ThoughtType]> = [
  [/\b(tasks?|to-?dos?|things to do|errands?|action items?|chores?|reminders?|plans?)\b/, 'plan'],
  [/\b(ideas?|brainstorm\w*)\b/, 'idea'],
  [/\b(quotes?|quotations?|sayings?)\b/, 'quote'],
  [/\b(problems?|issues?|bugs?|complaints?)\b/, 'problem'],
  [/\b(solutions?|fixes)\b/, 'solution'],
  [/\b(memories|memory)\b/, 'memory'],
  [/\b(predictions?|forecasts?)\b/, 'prediction'],
  [/\b(insights?|lessons?|learnings?)\b/, 'insight'],
  [/\b(stats?|statistics?|numbers|figures|data points?)\b/, 'statistic'],
  [/\b(opinions?|views?|takes?)\b/, 'opinion'],
  [/\b(reflections?|journal\w*)\b/, 'reflection'],
  [/\b(events?|news)\b/, 'event'],
  ...THOUGHT_TYPES.map((t) => [new RegExp(`\\b${t}s?\\b`), t] as const),
];

export interface ThoughtFeatures {
  text: string;
  vector: number[];
  thoughtType: ThoughtType;
  category: Category;
  doc: NlpDoc;
}

export interface ListProfile {
  list: ListMatchInput;
  vector: number[];
}

export function listProfileText(list: ListMatchInput): string {
  return [list.title, list.description ?? '', list.matchInstructions].filter(Boolean).join('. ');
}

/** Verbs and nouns that appear in any instruction ("things I need to get done") and mean nothing. */
const GENERIC = new Set(
  'like want make do go get need keep put take thing things stuff someone something anything item items list lists add'.split(
    ' ',
  ),
);

const WORD_CLASS: Record<string, string> = { NOUN: 'n', PROPN: 'n', NUM: 'n', VERB: 'v', ADJ: 'a' };

/**
 * Content-word lemmas with their word class: what "shares a keyword" means (buy/buying,
 * list/lists), while "book a table" (verb) does not share a keyword with "books to read" (noun).
 */
function keywords(doc: NlpDoc): Set<string> {
  return new Set(
    doc.tokens
      .filter(
        (t) => WORD_CLASS[t.pos] && !t.stopWord && t.lower.length > 1 && !isStopWord(t.lemma) && !GENERIC.has(t.lemma),
      )
      .map((t) => `${WORD_CLASS[t.pos]}:${t.lemma}`),
  );
}

/** The clause after a negation in the instructions: "not work related" → work, related. */
function exclusions(instructions: string): { words: Set<string>; types: Set<ThoughtType> } {
  const words = new Set<string>();
  const types = new Set<ThoughtType>();
  const lower = instructions.toLowerCase();
  for (const m of lower.matchAll(
    /\b(?:not|no|except|excluding|exclude|never|nothing about|don't include|do not include)\s+([^.;,]+)/g,
  )) {
    const clause = m[1] ?? '';
    for (const [pattern, type] of TYPE_WORDS) if (pattern.test(clause)) types.add(type);
    for (const t of analyze(clause).tokens) if (WORD_CLASS[t.pos] && !t.stopWord) words.add(t.lemma);
  }
  return { words, types };
}

export function scoreList(thought: ThoughtFeatures, profile: ListProfile): number {
  const { list } = profile;
  const excluded = exclusions(list.matchInstructions);
  const thoughtWords = keywords(thought.doc);
  if (excluded.types.has(thought.thoughtType)) return 0;
  const thoughtLemmas = new Set([...thoughtWords].map((k) => k.slice(2)));
  for (const w of excluded.words) if (thoughtLemmas.has(w)) return 0;

  const profileDoc = analyze(listProfileText(list).toLowerCase());
  const profileWords = keywords(profileDoc);
  for (const key of [...profileWords]) if (excluded.words.has(key.slice(2))) profileWords.delete(key);
  let shared = 0;
  for (const w of thoughtWords) if (profileWords.has(w)) shared += 1;
  // Two shared content words is already a strong lexical signal for a short thought.
  const overlap = Math.min(1, shared / 2);

  const instructionText = `${list.title} ${list.matchInstructions}`
    .toLowerCase()
    .replace(/\b(?:not|no|except|excluding|exclude|never)\s+[^.;,]+/g, '');
  const namedTypes = new Set(TYPE_WORDS.filter(([p]) => p.test(instructionText)).map(([, t]) => t));
  const typeBonus = namedTypes.has(thought.thoughtType) ? TYPE_BONUS : 0;
  const categoryBonus = instructionText.includes(thought.category) ? TYPE_BONUS / 2 : 0;

  return (
    SEMANTIC_WEIGHT * Math.max(0, cosine(thought.vector, profile.vector)) +
    KEYWORD_WEIGHT * overlap +
    typeBonus +
    categoryBonus
  );
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

function maxWords(instructions: string): number | undefined {
  const m =
    /\b(?:max(?:imum)?|at most|up to|under|no more than|less than|within)?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+words?\b/i.exec(
      instructions,
    );
  if (m?.[1]) return Number(m[1]) || NUMBER_WORDS[m[1].toLowerCase()];
  if (/\b(short|brief|concise|few words)\b/i.test(instructions)) return 6;
  return undefined;
}

const LEADING_INTENT =
  /^(?:(?:todo|to do|task|reminder|note)\s*:\s*)?(?:i|we)?\s*(?:really\s+)?(?:need to|have to|has to|should|must|want to|'m going to|am going to|are going to|'re going to|will|'ll|got to|gotta|plan to|intend to)\s+|^(?:remember to|don't forget to|do not forget to|need to|have to|must|should)\s+/i;
const LEADING_TIME =
  /^((?:tomorrow|today|tonight|this|next|on)\b(?:\s+(?:morning|afternoon|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday))?)\s*[:,]?\s+/i;

/** "I need to call the bank tomorrow" → "Call the bank tomorrow". */
export function toImperative(sentence: string): string {
  let s = sentence.trim().replace(/[.!]+$/, '');
  let time = '';
  const timeMatch = LEADING_TIME.exec(s);
  if (timeMatch) {
    time = timeMatch[1] ?? '';
    s = s.slice(timeMatch[0].length);
  }
  s = s.replace(LEADING_INTENT, '');
  // The tagger reads a subject-less fragment's first word as a noun ("Call the bank"), so it is
  // asked about "I <fragment>", where a verb in first position is unambiguous.
  const firstWord = analyze(`I ${s.charAt(0).toLowerCase()}${s.slice(1)}`).tokens.filter((t) => t.type === 'word')[1];
  if (firstWord && firstWord.pos !== 'VERB' && firstWord.pos !== 'AUX')
    s = `Follow up on ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  if (time) s = `${s} ${time.toLowerCase()}`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function buildItem(thought: ThoughtFeatures, list: ListMatchInput): { title: string; content: string } {
  const rules = list.itemCreationInstructions;
  const formatted = formatText(thought.text);
  const firstSentence = splitSentences(formatted)[0] ?? formatted;
  let title = firstSentence.replace(/[.!]+$/, '');
  const wantsVerb =
    /\b(start(s|ing)? with (a|an)? ?(action )?verb|imperative|action(able)?( items?)?|as (a )?tasks?|verb first)\b/i.test(
      rules,
    );
  if (wantsVerb || (list.isTaskList && !/\bkeep (the )?(original|wording)\b/i.test(rules))) title = toImperative(title);
  const limit = maxWords(rules) ?? DEFAULT_TITLE_WORDS;
  const words = title.split(/\s+/);
  if (words.length > limit) {
    // Cut at the limit, then drop a dangling function word ("bread on" → "bread").
    const kept = words.slice(0, limit);
    while (kept.length > 1 && isStopWord((kept[kept.length - 1] ?? '').toLowerCase().replace(/[^\p{L}']/gu, '')))
      kept.pop();
    title = kept.join(' ').replace(/[,;:]$/, '');
  }
  if (/\bquestion\b/i.test(rules)) title = `${title.replace(/[?.!]+$/, '')}?`;

  let content = formatted;
  if (/\b(one sentence|one line|single sentence|summar(y|ise|ize))\b/i.test(rules)) content = firstSentence;
  if (/\b(bullets?|bullet points|list the)\b/i.test(rules)) content = bulletsNumbers(content, 'bullets');
  if (/\b(date|deadline|when|due)\b/i.test(rules)) {
    const when = thought.doc.entities.filter((e) => e.type === 'DATE' || e.type === 'TIME').map((e) => e.value);
    if (when.length > 0) content = `${content}\nWhen: ${when.join(', ')}`;
  }
  if (/\b(upper ?case|all caps)\b/i.test(rules)) title = title.toUpperCase();
  else if (/\blower ?case\b/i.test(rules)) title = title.toLowerCase();
  else if (/\btitle ?case\b/i.test(rules)) title = title.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return { title: title.slice(0, TITLE_MAX), content };
}
