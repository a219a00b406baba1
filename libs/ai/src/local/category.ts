import { CATEGORIES, type Category } from '@hivemind/contracts';
import type { NlpDoc } from '../nlp/nlp.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * Category by meaning: each category is described by a few dozen seed words; a thought's content
 * words vote for the category whose seed centroid (in the word-vector space) they are closest to,
 * and an exact seed word counts extra. So "my" finds 'personal' through "child"/"family"
 * without every word of the language being listed.
 */
const SEEDS: Record<Category, string> = {
  business:
    'business company startup customer customers client sales revenue profit market marketing pricing price ' +
    'product manager meeting meetings budget investor investors funding hiring salary salaries job office team ' +
    'deadline competitor shop store retail brand contract boss career quarter',
  culture:
    'culture art music movie film book novel song album museum theater painting poetry podcast festival ' +
    'tradition religion fashion food restaurant recipe concert artist writer history language',
  education:
    'education school student students teacher teachers university college class classroom homework exam ' +
    'learning lesson course curriculum study grades tutor library degree campus kids literacy',
  government:
    'government city council mayor policy law election vote voting tax taxes public transit parliament ' +
    'politician politics regulation court police citizens town municipal infrastructure road roads bus',
  health:
    'health doctor hospital clinic patients medicine sleep exercise diet fitness running nutrition stress ' +
    'anxiety therapy mental illness disease medication energy workout wellbeing',
  science:
    'science research scientist experiment physics chemistry biology climate energy nuclear space planet ' +
    'data study evidence theory lab laboratory species evolution weather storm astronomy plants',
  technology:
    'technology software app code coding developer engineers computer laptop phone internet website server ' +
    'database cloud ai algorithm deploy bug feature browser email startup product dashboard',
  personal:
    'family mom dad mother father parents kids children child toddler son daughter wife husband friend ' +
    'friends home house kitchen garden groceries birthday vacation weekend hobby dog cat myself feelings love',
};

const SEED_WORDS: Record<Category, Set<string>> = Object.fromEntries(
  CATEGORIES.map((c) => [c, new Set(SEEDS[c].split(/\s+/))]),
) as Record<Category, Set<string>>;

const EXACT_SEED_BONUS = 1;
/** Below this cosine (after removing the shared direction) a word says nothing about a category; 0.2 measured best of 0.1/0.2/0.3 on both labelled sets. */
const MIN_SIMILARITY = 0.2;

let centroidCache: { table: WordVectorTable; centroids: Map<Category, Float64Array> } | undefined;

/** The vector minus its component along the direction every word shares, re-normalized. */
function specific(row: ArrayLike<number>, common: Float32Array): Float64Array {
  let dot = 0;
  for (let i = 0; i < row.length; i += 1) dot += (row[i] ?? 0) * (common[i] ?? 0);
  const out = new Float64Array(row.length);
  for (let i = 0; i < row.length; i += 1) out[i] = (row[i] ?? 0) - dot * (common[i] ?? 0);
  const norm = Math.hypot(...out) || 1;
  return out.map((v) => v / norm);
}

function centroids(table: WordVectorTable): Map<Category, Float64Array> {
  if (centroidCache?.table === table) return centroidCache.centroids;
  const result = new Map<Category, Float64Array>();
  for (const category of CATEGORIES) {
    const sum = new Float64Array(table.dimensions);
    for (const word of SEED_WORDS[category]) {
      const rank = table.rankOf(word);
      if (rank === undefined) continue;
      const row = specific(table.row(rank), table.commonDirection);
      for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] ?? 0) + (row[i] ?? 0);
    }
    result.set(category, specific(sum, table.commonDirection));
  }
  centroidCache = { table, centroids: result };
  return result;
}

export function scoreCategories(doc: NlpDoc, table: WordVectorTable | undefined): Record<Category, number> {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const content = doc.tokens.filter((t) => ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(t.pos) && !t.stopWord);
  const cents = table ? centroids(table) : undefined;
  for (const token of content) {
    for (const category of CATEGORIES) {
      if (SEED_WORDS[category].has(token.lower) || SEED_WORDS[category].has(token.lemma))
        scores[category] += EXACT_SEED_BONUS;
    }
    if (!table || !cents) continue;
    const rank = table.rankOf(token.lower) ?? table.rankOf(token.lemma);
    if (rank === undefined) continue;
    const row = specific(table.row(rank), table.commonDirection);
    // Nouns carry the subject of a thought more than verbs and adjectives do.
    const weight = token.pos === 'NOUN' || token.pos === 'PROPN' ? 1 : 0.5;
    // Each word votes for its nearest category only, by how clearly it is nearest.
    let best: Category | undefined;
    let bestSim = -1;
    let second = -1;
    for (const category of CATEGORIES) {
      const centroid = cents.get(category);
      if (!centroid) continue;
      let dot = 0;
      for (let i = 0; i < row.length; i += 1) dot += (row[i] ?? 0) * (centroid[i] ?? 0);
      if (dot > bestSim) {
        second = bestSim;
        bestSim = dot;
        best = category;
      } else if (dot > second) second = dot;
    }
    if (best && bestSim > MIN_SIMILARITY) scores[best] += weight * (bestSim - MIN_SIMILARITY + (bestSim - second)) * 2;
  }
  // Private life written in the first person ("my", "we") leans personal when nothing else is clear.
  if (/\b(i|my|me|we|our|us)\b/i.test(doc.text)) scores.personal += 0.3;
  return scores;
}

export function classifyCategory(doc: NlpDoc, table: WordVectorTable | undefined): Category {
  const scores = scoreCategories(doc, table);
  let best: Category = 'personal';
  for (const category of CATEGORIES) if (scores[category] > scores[best]) best = category;
  return best;
}
