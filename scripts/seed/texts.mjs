// Post texts: sentence templates for each of the spec's 17 thought types, each with the sentiment it
// carries toward its topic, filled from the catalog. A "core" is one filled template: its text is
// what gets embedded, and it decides the post's topic stream, thought type, category and sentiment.
import { EVENTS, FILLERS, QUOTES } from './catalog.mjs';

/** [thought type, sentiment, template(ctx)] — ctx.m is the topic as written (name or alias). */
const TEMPLATES = [
  ['observation', 'neutral', (c) => `Noticed that interest in ${c.m} has ${c.change} among ${c.group} ${c.time}.`],
  ['observation', 'negative', (c) => `Around here, ${c.m} keeps coming up and nothing changes. ${c.worry}`],
  ['idea', 'positive', (c) => `What if we ran a small pilot on ${c.m} with ${c.group} first? ${c.benefit}`],
  ['idea', 'positive', (c) => `Idea: a monthly open session where ${c.group} share what they learned about ${c.m}.`],
  [
    'prediction',
    'positive',
    (c) => `By ${c.year}, ${c.m} will be ordinary for most ${c.group}, and we will wonder why it took so long.`,
  ],
  [
    'prediction',
    'negative',
    (c) => `If nothing changes, ${c.m} will cost ${c.group} far more by ${c.year} than fixing it now.`,
  ],
  ['theory', 'neutral', (c) => `My theory: ${c.m} spreads through trust between ${c.group}, not through campaigns.`],
  [
    'belief',
    'positive',
    (c) => `I believe ${c.m} is one of the few things that helps ${c.group} and everyone around them.`,
  ],
  [
    'memory',
    'neutral',
    (c) => `I remember when ${c.m} was a fringe topic here; ${c.time} it is all ${c.group} talk about.`,
  ],
  [
    'hypothesis',
    'neutral',
    (c) => `Hypothesis: ${c.group} who try ${c.m} for a month keep using it. Worth testing with ${c.n} volunteers.`,
  ],
  ['opinion', 'positive', (c) => `Honestly, ${c.m} is the best thing to happen to ${c.group} in years.`],
  ['opinion', 'negative', (c) => `Unpopular opinion: ${c.m} is overhyped, and ${c.group} are paying for it.`],
  [
    'opinion',
    'mixed',
    (c) => `${cap(c.m)} has real benefits for ${c.group}, but the rollout ${c.time} has been clumsy.`,
  ],
  [
    'plan',
    'positive',
    (c) => `Plan for next quarter: map what ${c.group} need from ${c.m}, then fund the top ${c.k} requests.`,
  ],
  [
    'reflection',
    'mixed',
    (c) => `Looking back at our push on ${c.m}: we moved fast, learned a lot, and left ${c.group} behind at times.`,
  ],
  [
    'insight',
    'positive',
    (c) => `The insight from our ${c.m} survey: ${c.group} care less about cost than about reliability.`,
  ],
  [
    'problem',
    'negative',
    (c) => `Problem: nobody owns ${c.m} here, so ${c.group} get bounced between offices. ${c.worry}`,
  ],
  [
    'argument',
    'mixed',
    (c) => `The case for ${c.m} is strong on paper, yet ${c.group} see the costs first; both sides have a point.`,
  ],
  [
    'solution',
    'positive',
    (c) => `A fix for ${c.m}: publish the numbers every month and let ${c.group} vote on priorities. ${c.benefit}`,
  ],
  ['statistic', 'neutral', (c) => `${c.pct}% of ${c.group} surveyed ${c.time} said ${c.m} matters to them.`],
  [
    'statistic',
    'negative',
    (c) => `Only ${c.pct}% of ${c.group} are satisfied with ${c.m}, down from ${c.pct2}% last year.`,
  ],
  ['event', 'neutral', (c) => `On this day, ${c.event}; it still shapes how we think about ${c.m}.`],
  ['quote', 'positive', (c) => `"${c.quote}" — ${c.person}, on ${c.m}.`],
];
/** Templates that name an organization or a person besides the topic (the 4th item says which). */
const MENTION_TEMPLATES = [
  [
    'opinion',
    'positive',
    (c) => `${c.org} is doing ${c.m} right: clear goals, and ${c.group} actually feel it.`,
    'org',
  ],
  [
    'opinion',
    'negative',
    (c) => `${c.org} promised progress on ${c.m}, and ${c.group} are still waiting. ${c.worry}`,
    'org',
  ],
  [
    'observation',
    'neutral',
    (c) => `${c.org} announced a new ${c.m} programme ${c.time}; details for ${c.group} are still thin.`,
    'org',
  ],
  [
    'insight',
    'positive',
    (c) => `${c.person} made a sharp point about ${c.m}: ${c.group} adopt what saves them time.`,
    'person',
  ],
  [
    'argument',
    'mixed',
    (c) => `${c.person} argues ${c.m} needs patience; ${c.group} argue it needs money now.`,
    'person',
  ],
];

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Builds `count` cores. Each draws a topic stream (level 2 or 3, or a broad one now and then), a
 * template and fillers from `rng`.
 * @param {import('./generator.mjs').Random} rng
 */
export function buildCores(rng, count, world) {
  const topics = world.streams.filter((s) => s.streamType === 'topic');
  const weights = topics.map((s) => (s.level === 1 ? 1 : s.level === 2 ? 3 : 2));
  const mentionOrgs = world.organizations;
  const people = world.people;
  const cores = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const topic = topics[rng.weighted(weights)];
    const m = rng.chance(0.35) && topic.aliases.length ? rng.pick(topic.aliases) : topic.name;
    const ctx = {
      m,
      group: rng.pick(FILLERS.group),
      time: rng.pick(FILLERS.time),
      change: rng.pick(FILLERS.change),
      year: rng.pick(FILLERS.year),
      benefit: rng.pick(FILLERS.benefit),
      worry: rng.pick(FILLERS.worry),
      n: rng.int(10, 500),
      k: rng.int(2, 9),
      pct: rng.int(8, 92),
      pct2: rng.int(40, 95),
      event: rng.pick(EVENTS),
      quote: rng.pick(QUOTES),
      person: null,
      org: null,
    };
    let mention = null;
    let template;
    if (rng.chance(0.18)) {
      template = rng.pick(MENTION_TEMPLATES);
      const person = rng.pick(people);
      const org = rng.pick(mentionOrgs);
      ctx.person = `${person.firstName} ${person.lastName}`;
      ctx.org = org.name;
      mention = template[3] === 'org' ? org.stream : person.stream;
    } else {
      template = rng.pick(TEMPLATES);
      if (template[0] === 'quote') {
        const person = rng.pick(people);
        ctx.person = `${person.firstName} ${person.lastName}`;
        mention = person.stream;
      }
    }
    const [thoughtType, sentiment, fill] = template;
    cores[i] = { text: fill(ctx), topic, thoughtType, sentiment, category: topic.category, mention };
  }
  return cores;
}
