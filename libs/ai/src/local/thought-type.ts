import { THOUGHT_TYPES, type ThoughtType } from '@hivemind/contracts';
import type { NlpDoc, NlpToken } from '../nlp/nlp.js';

/**
 * Rule-based thought typing: each of the 17 types collects points from cue phrases (a small
 * lexicon of how people usually mark a plan, a memory, a quote...) and from the sentence's shape
 * as wink-nlp tags it (an imperative first verb, past tense, future modals, numbers, sentiment).
 * The type with most points wins; 'observation' is the default for plain descriptive statements.
 * Ties keep the spec's order. Deliberately transparent, so a wrong type can be explained.
 */
type Scores = Record<ThoughtType, number>;

interface Cue {
  pattern: RegExp;
  weight: number;
}

const cue = (weight: number, ...patterns: RegExp[]): Cue[] => patterns.map((pattern) => ({ pattern, weight }));

/** Cue phrases, matched on the lower-cased text with straight apostrophes. */
const CUES: Record<ThoughtType, Cue[]> = {
  observation: [
    ...cue(
      1.5,
      /\b(noticed?|noticing|i see that|it seems|seems? to|appears? to|tends? to|usually|always|every (day|morning|time|week))\b/,
    ),
    ...cue(1, /\b(most people|people (here|around)|these days)\b/),
  ],
  idea: [
    ...cue(3, /^(what if\b|how about\b|imagine\b|idea\s*:|what about\b)/, /\b(startup|business|app|product) idea\b/),
    ...cue(2.5, /\b(we|you|i) could\b/, /\b(it would be|wouldn't it be) (cool|nice|great|fun|neat|useful)\b/),
    ...cue(
      2,
      /^(an?|maybe an?|some kind of an?)\s+(\w+[\s-]){0,3}(app|tool|website|site|service|platform|podcast|extension|plugin|game|device|product|bot|club|group|chat|event|market|newsletter)\b/,
    ),
    ...cue(1.5, /\b(that (reminds|helps|lets|tracks|shows|hides|turns|finds)|where (people|users|you))\b/),
  ],
  prediction: [
    ...cue(2, /\b(will|won't|is going to|are going to|gonna)\b/),
    ...cue(1.5, /\b(predict|forecast|i bet|bet that|likely|probably|eventually|sooner or later|in the future)\b/),
    ...cue(
      1.5,
      /\b(within (the next )?\w+ (years?|months?|decades?)|by (20\d\d|next \w+|the end of)|over the next|in (\w+ )?(years|decades) time|next decade)\b/,
    ),
  ],
  theory: [
    ...cue(
      3,
      /\b(my theory|theory is|the reason (why )?\w+( \w+){0,4} (is|are)|that's why|which is why|explains? why)\b/,
    ),
    ...cue(1.5, /\b(because|since)\b/),
  ],
  belief: [
    ...cue(3, /\bi (truly |really |firmly |strongly )?believe\b/, /\b(have faith|i'm convinced|i am convinced)\b/),
    ...cue(1.5, /\b(deserves?|everyone|everybody|anyone|no one should)\b/),
    ...cue(1, /\b(always|never|matters? more|in the long run|should be)\b/),
  ],
  memory: [
    ...cue(
      3.5,
      /\bi (still )?remember\b/,
      /\bwhen i was\b/,
      /\b(back in|years ago|as a (kid|child|teenager)|growing up|used to|childhood|once upon)\b/,
    ),
    ...cue(
      1.5,
      /\b(last (summer|winter|spring|autumn|fall|year|christmas)|our first|my first|that summer|in (19|20)\d\d)\b/,
    ),
  ],
  hypothesis: [
    ...cue(3, /\b(i suspect|my guess|i guess|hypothes\w+|i wonder whether|worth testing|test whether|to test)\b/),
    ...cue(
      2.5,
      /\b(might|may|could) be (because|due|caused)\b/,
      /\b(perhaps|maybe|possibly)\b.*\b(because|due to|rather than)\b/,
    ),
    ...cue(2, /^if\b.*\b(will|would|should|might|could)\b/),
    ...cue(1, /\b(might|perhaps|maybe|possibly)\b/),
  ],
  opinion: [
    ...cue(2.5, /\b(i think|in my opinion|imo|personally|honestly|i feel that|if you ask me)\b/),
    ...cue(
      2,
      /\b(overrated|underrated|the best|the worst|better than|worse than|terrible|awful|amazing|delicious|ugly|boring|cheap|beautiful|brilliant|stupid|waste of)\b/,
    ),
    ...cue(1, /\b(love|hate|great|bad|good)\b/),
  ],
  plan: [
    ...cue(
      3,
      /\b(i|we)('m| am|'re| are) going to\b/,
      /\b(i|we) (need|have|want|plan|intend|must|should|got) to\b/,
      /^(need|have|want|plan) to\b/,
    ),
    ...cue(2, /\b(remember to|don't forget|reminder|todo|to-do|to do list)\b/),
    ...cue(
      1.5,
      /\b(tomorrow|tonight|this (weekend|week|afternoon|evening|month)|next (week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|before (the|my|our) \w+)\b/,
    ),
  ],
  reflection: [
    ...cue(
      3,
      /\b(i've been thinking|i have been thinking|looking back|in hindsight|i wonder|made me realize|i realize|i realized|ask(ing)? myself|i keep thinking|reflecting|i'm grateful|i am grateful|thankful)\b/,
    ),
    ...cue(2, /\b(lately|i feel|i felt|i've learned|about myself|my life)\b/),
  ],
  insight: [
    ...cue(
      3,
      /\b(turns out|it turns out|key (lesson|insight|takeaway)|lesson( learned)?|takeaway|the secret|the trick is|the key is|what really matters|what makes)\b/,
    ),
    ...cue(
      2,
      /\b(the real \w+|is really|are really|is actually|are actually|often the)\b/,
      /\b(wasn't|isn't|is not|was not) (the|about) \w+.*\b(it was|it's|it is|but)\b/,
    ),
  ],
  problem: [
    ...cue(
      2.5,
      /\b(problem|issue|bug|broken|keeps? \w+ing|can't|cannot|doesn't work|won't work|never arrives?|crash(es|ing)?|leak(s|ing)?|stuck|struggl\w+|losing|dies|died|complain\w*|frustrat\w+|annoying|too (slow|expensive|long|hard))\b/,
    ),
    ...cue(1, /\b(again|still|every time)\b/),
  ],
  argument: [
    ...cue(3, /\b(therefore|thus|hence|which means|it follows)\b/),
    ...cue(2, /\b(should|must|ought to|deserves?|needs? to)\b.*(\bbecause\b|\bsince\b|\bas\b|:|;)/),
    ...cue(1.5, /\b(the case for|the case against|on the other hand|however)\b/),
  ],
  solution: [
    ...cue(3, /\b(solved?|solution|solves|fix for|the answer to|resolved?|workaround|the way to)\b/),
    ...cue(
      2.5,
      /\b(to (stop|avoid|prevent|reduce|fix|cut|speed up))\b/,
      /\b(we|you|i) can (\w+ ){1,4}by\b/,
      /\bby (adding|using|switching|caching|replacing|moving|removing|running)\b/,
    ),
    ...cue(1.5, /\b(switching to|replace|instead of)\b/),
  ],
  statistic: [
    ...cue(
      3.5,
      /\d+(\.\d+)?\s?%/,
      /\b(percent|per cent|percentage)\b/,
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) (out of|in) (\d+|two|three|four|five|six|seven|eight|nine|ten|every)\b/,
    ),
    ...cue(
      1.5,
      /\b(average|median|rate|roughly|approximately|nearly|survey|statistics?|twice|doubled|tripled|half of)\b/,
    ),
  ],
  event: [
    ...cue(
      2.5,
      /\b(announced|launched|unveiled|opened|released|voted|won|elected|signed|happened|took place|hit|knocked|broke out|passed away|resigned|acquired|held)\b/,
    ),
    ...cue(
      1.5,
      /\b(today|yesterday|this morning|last night|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|over the weekend|this week)\b/,
    ),
  ],
  quote: [
    ...cue(4, /^["“'‘].{3,}["”'’]/, /["“].{3,}["”]\s*[—–-]+\s*\p{L}/u, /\b(said|says|once said|wrote)\s*[:,]?\s*["“]/),
    ...cue(3.5, /^[\p{L} .]{2,40}:\s*["“]/u),
    ...cue(
      3,
      /\b(once said|famously said|as \w+ (said|says|put it))\b/,
      /^\p{Lu}\p{L}+( \p{Lu}\p{L}+)* (said|says|wrote)\b/u,
    ),
  ],
};

const FIRST_PERSON = /\b(i|i'm|i've|i'd|me|my|we|we're|our|us)\b/;
const IRREGULAR_PAST = new Set(
  (
    'was were had did went got told found drove won made said took came saw knew thought felt left ran ate brought ' +
    'bought taught kept lost met sat spoke wrote gave began became broke chose fell flew forgot grew heard held hit ' +
    'knocked led meant paid put read sent shut slept spent stood stole swam threw understood woke wore'
  ).split(' '),
);

function isPast(token: NlpToken, previous: NlpToken | undefined): boolean {
  if (token.pos !== 'VERB' && token.pos !== 'AUX') return false;
  // "is packed", "are attached": a participle after a present-tense be is not a past event.
  if (previous && /^(is|are|am|be|been|being|'s|'re|get|gets)$/.test(previous.lower)) return false;
  if (IRREGULAR_PAST.has(token.lower)) return true;
  return token.lower.endsWith('ed') && token.lemma !== token.lower;
}

/** An imperative: the first word (after an optional time phrase or label) is a bare verb. */
function startsImperative(doc: NlpDoc): boolean {
  const words = doc.tokens.filter((t) => t.type === 'word');
  let i = 0;
  const timeWords =
    /^(tomorrow|today|tonight|this|next|morning|afternoon|evening|weekend|week|then|first|also|please|asap|and)$/;
  while (i < words.length && (timeWords.test(words[i]?.lower ?? '') || words[i]?.pos === 'PUNCT')) i += 1;
  const first = words[i];
  if (!first) return false;
  // wink tags a sentence-initial bare verb VERB (sometimes PROPN/NOUN when capitalised), so the
  // lemma test (base form = lemma) guards against "Went..." or "Buys...".
  const bare = first.lemma === first.lower && !first.lower.endsWith('ing');
  return first.pos === 'VERB' && bare;
}

export function scoreThoughtTypes(doc: NlpDoc): Scores {
  const text = doc.text.replace(/[’‘]/g, "'").trim();
  const lower = text.toLowerCase();
  const scores = Object.fromEntries(THOUGHT_TYPES.map((t) => [t, 0])) as Scores;
  scores.observation = 0.75;

  for (const type of THOUGHT_TYPES) {
    for (const { pattern, weight } of CUES[type]) {
      // Quote patterns look at the original text (quotation marks, capitalised names).
      if (pattern.test(type === 'quote' ? text : lower)) scores[type] += weight;
    }
  }

  const words = doc.tokens.filter((t) => t.type === 'word');
  const firstPerson = FIRST_PERSON.test(lower);
  // The word before a verb, skipping adverbs ("is always packed").
  const before = (i: number): NlpToken | undefined => {
    let j = i - 1;
    while (j >= 0 && words[j]?.pos === 'ADV') j -= 1;
    return words[j];
  };
  const past = words.some((t, i) => isPast(t, before(i)));
  const future = /\b(will|won't|going to|gonna|'ll)\b/.test(lower);

  if (startsImperative(doc)) scores.plan += 3;
  // A future statement about oneself is usually a plan; about the world, a prediction.
  if (future && /\b(i|we)('ll| will|'m going| am going|'re going| are going)\b/.test(lower)) {
    scores.plan += 1.5;
    scores.prediction -= 1.5;
  }
  if (past && !future) {
    if (firstPerson) scores.memory += 1.5;
    else scores.event += 1.5;
    scores.prediction -= 1;
  }
  if (past && /\b(today|yesterday|this morning|last night|over the weekend)\b/.test(lower)) scores.event += 1;
  // "because" explains: about the world it is a theory, with a normative modal it argues.
  if (/\b(should|must|ought to)\b/.test(lower) && /\b(because|since|as|therefore)\b|[:;]/.test(lower)) {
    scores.argument += 1.5;
    scores.theory -= 1;
  }
  if (/\b(should|must|ought to)\b/.test(lower) && !firstPerson) scores.belief += 1;
  // A belief is held without reasons; once reasons are given it is an argument.
  if (/\b(because|since|as|therefore)\b|[:;]/.test(lower)) scores.belief -= 1;
  // An explanation hedged with might/may/could is a guess to check, not a theory.
  if (/\b(might|may|could|perhaps|maybe)\b/.test(lower) && /\b(because|due to)\b/.test(lower)) {
    scores.hypothesis += 2;
    scores.theory -= 1;
  }
  if (/\b(if|when)\b/.test(lower) && /\b(will|would|should)\b/.test(lower) && !/\bwhen i was\b/.test(lower)) {
    scores.hypothesis += 1;
  }
  const numbers = doc.tokens.filter((t) => t.pos === 'NUM' || t.type === 'number').length;
  if (
    numbers > 0 &&
    /\b(people|users|customers|patients|students|minutes|hours|days|years|dollars|million|billion|thousand)\b/.test(
      lower,
    )
  ) {
    scores.statistic += 1.5;
  }
  if (numbers >= 2) scores.statistic += 1;
  // Strongly felt statements without other cues read as opinions (wink's lexicon sentiment).
  if (Math.abs(doc.sentiment) >= 0.3 && !past) scores.opinion += 1;
  if (doc.sentiment <= -0.3) scores.problem += 0.5;
  if (/\?\s*$/.test(text) && !/^(what if|how about)/.test(lower)) scores.reflection += 1;
  return scores;
}

/** The rules alone (the model reads their scores as features; kept to measure them apart). */
export function classifyThoughtTypeByRules(doc: NlpDoc): ThoughtType {
  const scores = scoreThoughtTypes(doc);
  let best: ThoughtType = 'observation';
  for (const type of THOUGHT_TYPES) if (scores[type] > scores[best]) best = type;
  return best;
}
