// thoughts-svc's database (THOUGHTS_DATABASE_URL): private thoughts and lists of the two demo
// accounts, run through the same local AI provider as the thought pipeline (classification,
// embedding, list matching), so they look exactly like thoughts a member captured. One transaction;
// every insert is ON CONFLICT DO NOTHING.
import { DAY, HOUR, Random } from './generator.mjs';
import { bulkInsert, inTransaction, vectorLiteral } from './pg.mjs';

const THOUGHTS = [
  'Call the landlord about the heating before the cold weekend',
  'Idea: a shared tool library for the building, run from the bike room',
  'Book the dentist for March and move the car insurance renewal',
  'I think remote work burnout comes from meetings, not from the work itself',
  'Read "The Overstory" next, then pass it to Sam',
  'Our team ships faster when the spec fits on one page',
  'Buy a birthday present for Mia: watercolours or a kite',
  'Prediction: most city buses will be electric within ten years',
  'Remember how calm the lake was on the first morning of the trip',
  'Try the new bakery on Valencia street on Saturday',
  'Plan: run three times a week and track sleep for a month',
  'The neighbourhood garden needs a watering rota for August',
  'Write the quarterly update: wins, misses, what we learned',
  'Podcast idea: interview the people who maintain the city’s open data',
  'Fix the leaking kitchen tap before guests arrive',
  'Why do meetings without an agenda always run over?',
  'Renew passport before the summer trip to Lisbon',
  'Solar panels on the school roof would pay back in six years',
  'Ask Ada for the notes from the transit workshop',
  'Learn enough Portuguese to order dinner and ask for directions',
];

const LISTS = [
  {
    title: 'Errands',
    description: 'Small things to get done this week',
    matchInstructions: 'Tasks, chores, appointments and purchases: anything I need to do or buy.',
    itemCreationInstructions: 'A short imperative title and the details.',
    isTaskList: true,
  },
  {
    title: 'Ideas worth keeping',
    description: 'Ideas for projects, the neighbourhood and work',
    matchInstructions: 'Ideas, proposals and plans for projects, the community or work.',
    itemCreationInstructions: 'Name the idea in a few words, then one sentence on why it matters.',
    isTaskList: false,
  },
  {
    title: 'Reading and listening',
    description: 'Books, articles and podcasts to get to',
    matchInstructions: 'Books, articles, podcasts and anything to read or listen to.',
    itemCreationInstructions: 'The title of the book or show, and who recommended it.',
    isTaskList: false,
  },
];

export async function seedThoughts({ url, world, embedder, seed, now, id, log }) {
  const ai = embedder.provider;
  const demo = world.users.filter((u) => u.demo);
  const rng = new Random(seed, 'thoughts');
  const thoughts = [];
  const lists = [];
  const items = [];
  for (const [u, user] of demo.entries()) {
    const userLists = LISTS.map((l) => ({ ...l, id: id('list', `${user.id}:${l.title}`), userId: user.id }));
    userLists.forEach((l, k) => lists.push({ ...l, createdAt: new Date(now - (40 - k) * DAY) }));
    const texts = THOUGHTS.filter((_, k) => (k + u) % 4 !== 0);
    const vectors = await embedder.embed(texts);
    for (const [k, text] of texts.entries()) {
      const thoughtId = id('thought', `${user.id}:${k}`);
      const createdAt = new Date(now - rng.int(1, 30 * 24) * HOUR);
      const c = await ai.classify(text);
      thoughts.push([
        thoughtId,
        user.id,
        text,
        text,
        c.category,
        c.thoughtType,
        c.topic,
        vectorLiteral(vectors[k]),
        embedder.model,
        'ready',
        createdAt,
        createdAt,
      ]);
      const matches = await ai.matchLists(
        text,
        userLists.map((l) => ({
          listId: l.id,
          title: l.title,
          description: l.description,
          matchInstructions: l.matchInstructions,
          itemCreationInstructions: l.itemCreationInstructions,
          isTaskList: l.isTaskList,
        })),
      );
      for (const m of matches) {
        const list = userLists.find((l) => l.id === m.listId);
        const status = rng.weighted([3, 6, 1]);
        const approved = status === 1;
        items.push([
          id('list-item', `${m.listId}:${thoughtId}`),
          m.listId,
          user.id,
          thoughtId,
          m.title.slice(0, 255),
          m.content,
          ['pending', 'approved', 'rejected'][status],
          approved && list.isTaskList && rng.chance(0.4),
          createdAt,
          createdAt,
        ]);
      }
    }
  }
  return inTransaction(url, async (c) => {
    const counts = {};
    counts.thoughts = await bulkInsert(
      c,
      'thought',
      [
        'id',
        'user_id',
        'original_thought',
        'content',
        'category',
        'thought_type',
        'topic',
        'embedding',
        'embedding_model',
        'status',
        'created_at',
        'updated_at',
      ],
      thoughts,
    );
    counts.lists = await bulkInsert(
      c,
      'list',
      [
        'id',
        'user_id',
        'title',
        'description',
        'match_instructions',
        'item_creation_instructions',
        'is_task_list',
        'is_active',
        'created_at',
        'updated_at',
      ],
      lists.map((l) => [
        l.id,
        l.userId,
        l.title,
        l.description,
        l.matchInstructions,
        l.itemCreationInstructions,
        l.isTaskList,
        true,
        l.createdAt,
        l.createdAt,
      ]),
    );
    counts.listItems = await bulkInsert(
      c,
      'list_item',
      ['id', 'list_id', 'user_id', 'thought_id', 'title', 'content', 'status', 'completed', 'created_at', 'updated_at'],
      items,
    );
    log(
      `thoughts db: ${Object.entries(counts)
        .map(([k, n]) => `${k} +${n}`)
        .join(', ')}`,
    );
    return counts;
  });
}
