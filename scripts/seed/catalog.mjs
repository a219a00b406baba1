// The fixed vocabulary of the demo data: podcasts, the public-square hierarchy, topic streams with
// aliases, organizations and their people, names, and the sentence templates posts are built from.
// The generator (world.mjs, posts.mjs) combines these deterministically.

/** The 24 tracked podcasts every scale loads (the guest landing and its tests expect exactly 24). */
export const PODCASTS = [
  ['The Long Game', 'Northwind Audio', 'Strategy, patience and compounding ideas.'],
  ['Signal & Noise', 'Brightline Media', 'Separating what matters from what is loud.'],
  ['Civic Hour', 'Public Square Network', 'Local government explained by the people who run it.'],
  ['Build Small', 'Indie Makers Collective', 'Makers on shipping small, useful things.'],
  ['Mind the Model', 'Tensor Talk', 'Machine learning for the curious, without the hype.'],
  ['Deep Dive Daily', 'Harbor Studios', 'One story a day, told all the way down.'],
  ['Future of Work', 'Atlas Podcasts', 'How teams, tools and offices are changing.'],
  ['Climate Desk', 'Greenleaf Audio', 'The science and politics of a warming world.'],
  ['Money Matters', 'Ledger FM', 'Personal finance with receipts.'],
  ['Health Check', 'Pulse Media', 'Evidence over anecdotes on health and medicine.'],
  ['Founders Unfiltered', 'Garage Radio', 'Early-stage founders, before the success story.'],
  ['The Reading List', 'Paper Lantern', 'Authors on the books that changed their minds.'],
  ['City Limits', 'Metro Voices', 'Housing, transit and the shape of cities.'],
  ['History Rewound', 'Archive Sound', 'Old events with new context.'],
  ['Product Thinking', 'Roadmap Media', 'Product managers on decisions and trade-offs.'],
  ['Science Weekly', 'Lab Notes Audio', 'The week in research, explained.'],
  ['Education Now', 'Chalkboard Media', 'Teachers and students on what learning needs.'],
  ['Markets Open', 'Ticker Studios', 'A morning briefing on markets and the economy.'],
  ['Design Matters More', 'Grid Audio', 'Designers on craft and consequence.'],
  ['The Policy Room', 'Capitol Sound', 'Policy debates, both sides, no shouting.'],
  ['Sports Analytics', 'Box Score Media', 'Numbers behind the games.'],
  ['Open Source Stories', 'Commit Audio', 'Maintainers on the software the world runs on.'],
  ['Parenting Today', 'Nest Media', 'Raising kids with research and honesty.'],
  ['Space Frontier', 'Orbit FM', 'Rockets, probes and the people who launch them.'],
];

/**
 * Tracked podcasts whose feed is a demo feed of scripts/seed/podcast-feeds/ (served by `npm start`,
 * scripts/lib/demo-feeds.mjs): feeds-svc reads them and turns their transcripts into posts.
 */
export const DEMO_FEEDS = [
  ['Civic Hour', 'civic-hour.xml'],
  ['Mind the Model', 'mind-the-model.xml'],
  ['Climate Desk', 'climate-desk.xml'],
];

/** Words for the untracked podcasts of the larger scales. */
export const PODCAST_WORDS = {
  first: ['Quiet', 'Open', 'Second', 'Bright', 'Long', 'Small', 'Local', 'Hidden', 'Slow', 'Clear', 'Common', 'Deep'],
  second: ['Hours', 'Questions', 'Signals', 'Rooms', 'Maps', 'Notes', 'Voices', 'Tables', 'Threads', 'Lines'],
  publishers: [
    'Harbor Studios',
    'Ledger FM',
    'Orbit FM',
    'Grid Audio',
    'Metro Voices',
    'Pulse Media',
    'Atlas Podcasts',
  ],
};

/**
 * The public squares: [name, parent name]. Geographic hives are made by the operators (here), so
 * nobody turns a private hive into a fake country.
 */
export const SQUARES = {
  planet: [['Earth']],
  country: [['United States'], ['Canada'], ['United Kingdom'], ['Germany'], ['India'], ['Brazil']],
  state: [
    ['California', 'United States'],
    ['New York', 'United States'],
    ['Texas', 'United States'],
    ['Ontario', 'Canada'],
    ['British Columbia', 'Canada'],
    ['England', 'United Kingdom'],
    ['Bavaria', 'Germany'],
    ['Maharashtra', 'India'],
    ['São Paulo State', 'Brazil'],
  ],
  city: [
    ['San Francisco', 'California'],
    ['Los Angeles', 'California'],
    ['New York City', 'New York'],
    ['Austin', 'Texas'],
    ['Toronto', 'Ontario'],
    ['Vancouver', 'British Columbia'],
    ['London', 'England'],
    ['Munich', 'Bavaria'],
    ['Mumbai', 'Maharashtra'],
    ['São Paulo', 'São Paulo State'],
  ],
  neighborhood: [
    ['Mission District', 'San Francisco'],
    ['Brooklyn Heights', 'New York City'],
    ['Shoreditch', 'London'],
    ['Kensington Market', 'Toronto'],
    ['Hayes Valley', 'San Francisco'],
    ['East Austin', 'Austin'],
    ['Schwabing', 'Munich'],
    ['Bandra', 'Mumbai'],
    ['Vila Madalena', 'São Paulo'],
  ],
};
export const SQUARE_LEVELS = ['planet', 'country', 'state', 'city', 'neighborhood'];
export const SQUARE_TYPE = {
  planet: 'Planet',
  country: 'Country',
  state: 'State',
  city: 'City',
  neighborhood: 'Neighborhood',
};

/**
 * Topic streams: broad (level 1) → sub-topics (level 2) → niche topics (level 3), each with aliases
 * and the post category it belongs to.
 */
export const TOPICS = [
  {
    name: 'Technology',
    aliases: ['tech'],
    category: 'technology',
    children: [
      {
        name: 'Artificial Intelligence',
        aliases: ['AI', 'machine learning', 'ML'],
        children: [
          { name: 'Large Language Models', aliases: ['LLMs', 'chatbots'] },
          { name: 'AI Safety', aliases: ['alignment'] },
        ],
      },
      {
        name: 'Open Source Software',
        aliases: ['open source', 'OSS'],
        children: [{ name: 'Linux', aliases: ['GNU/Linux'] }],
      },
      {
        name: 'Cybersecurity',
        aliases: ['infosec', 'security'],
        children: [{ name: 'Passwordless Login', aliases: ['passkeys'] }],
      },
      {
        name: 'Electric Vehicles',
        aliases: ['EV', 'EVs'],
        children: [{ name: 'Battery Technology', aliases: ['batteries', 'solid-state batteries'] }],
      },
    ],
  },
  {
    name: 'Climate',
    aliases: ['climate change', 'global warming'],
    category: 'science',
    children: [
      {
        name: 'Renewable Energy',
        aliases: ['renewables', 'clean energy'],
        children: [
          { name: 'Solar Power', aliases: ['solar', 'rooftop solar'] },
          { name: 'Wind Power', aliases: ['wind farms'] },
        ],
      },
      { name: 'Urban Heat', aliases: ['heat waves', 'heat islands'] },
    ],
  },
  {
    name: 'Cities',
    aliases: ['urbanism', 'urban life'],
    category: 'government',
    children: [
      {
        name: 'Public Transit',
        aliases: ['transit', 'buses', 'subway'],
        children: [{ name: 'Bike Lanes', aliases: ['cycling infrastructure', 'bike lane'] }],
      },
      {
        name: 'Housing',
        aliases: ['rent', 'affordable housing'],
        children: [{ name: 'Zoning Reform', aliases: ['zoning', 'upzoning'] }],
      },
      { name: 'Public Libraries', aliases: ['libraries', 'library'] },
    ],
  },
  {
    name: 'Health',
    aliases: ['healthcare', 'wellbeing'],
    category: 'health',
    children: [
      { name: 'Sleep', aliases: ['sleep hygiene', 'insomnia'] },
      {
        name: 'Mental Health',
        aliases: ['anxiety', 'burnout'],
        children: [{ name: 'Remote Work Burnout', aliases: ['zoom fatigue'] }],
      },
      { name: 'Nutrition', aliases: ['diet', 'healthy eating'] },
    ],
  },
  {
    name: 'Education',
    aliases: ['learning', 'schools'],
    category: 'education',
    children: [
      { name: 'Early Childhood', aliases: ['preschool', 'kindergarten'] },
      { name: 'Homework Policy', aliases: ['homework'] },
      { name: 'Lifelong Learning', aliases: ['online courses', 'upskilling'] },
    ],
  },
  {
    name: 'Business',
    aliases: ['economy', 'markets'],
    category: 'business',
    children: [
      {
        name: 'Remote Work',
        aliases: ['work from home', 'WFH', 'hybrid work'],
        children: [{ name: 'Four-Day Week', aliases: ['4-day week', 'four day work week'] }],
      },
      { name: 'Startups', aliases: ['founders', 'venture capital'] },
      { name: 'Interest Rates', aliases: ['the Fed', 'rate cuts'] },
    ],
  },
  {
    name: 'Culture',
    aliases: ['arts', 'entertainment'],
    category: 'culture',
    children: [
      { name: 'Podcasting', aliases: ['podcasts'] },
      { name: 'Books', aliases: ['reading', 'novels'] },
      { name: 'Local Music', aliases: ['live music', 'concerts'] },
    ],
  },
  {
    name: 'Space Exploration',
    aliases: ['space', 'spaceflight'],
    category: 'science',
    children: [
      { name: 'Mars Missions', aliases: ['Mars', 'red planet'] },
      { name: 'Satellites', aliases: ['satellite internet'] },
    ],
  },
];

/** Organizations (each with its own stream), their domains for business and school hives, and people. */
export const ORGANIZATIONS = [
  {
    name: 'Northwind Labs',
    type: 'business',
    domain: 'northwind.example',
    category: ['technology', 'software'],
    topic: 'Artificial Intelligence',
    description: 'Builds developer tools for small teams.',
  },
  {
    name: 'Brightline Energy',
    type: 'business',
    domain: 'brightline.example',
    category: ['energy'],
    topic: 'Renewable Energy',
    description: 'Community solar projects and battery storage.',
  },
  {
    name: 'Harbor Health',
    type: 'business',
    domain: 'harborhealth.example',
    category: ['health care'],
    topic: 'Health',
    description: 'A network of neighbourhood clinics.',
  },
  {
    name: 'Metro Transit Authority',
    type: 'government',
    domain: 'metrotransit.example',
    category: ['government', 'transportation'],
    topic: 'Public Transit',
    description: 'Runs the buses, trains and ferries of the metro area.',
  },
  {
    name: 'Ledger Bank',
    type: 'business',
    domain: 'ledgerbank.example',
    category: ['finance'],
    topic: 'Interest Rates',
    description: 'A regional bank for households and small businesses.',
  },
  {
    name: 'Orbit Aerospace',
    type: 'business',
    domain: 'orbitaero.example',
    category: ['aerospace'],
    topic: 'Space Exploration',
    description: 'Launch services and small satellites.',
  },
  {
    name: 'Greenleaf Foods',
    type: 'business',
    domain: 'greenleaf.example',
    category: ['food', 'retail'],
    topic: 'Nutrition',
    description: 'Grocery stores that buy from local farms.',
  },
  {
    name: 'Voltway Motors',
    type: 'public_equity',
    domain: 'voltway.example',
    category: ['automotive'],
    topic: 'Electric Vehicles',
    description: 'Electric cars and charging networks.',
    tradingSymbol: 'VOLT',
  },
  {
    name: 'Open Commons Foundation',
    type: 'non-profit',
    domain: 'opencommons.example',
    category: ['non-profit', 'software'],
    topic: 'Open Source Software',
    description: 'Funds maintainers of widely used open source software.',
  },
  {
    name: 'Lakeside University',
    type: 'school',
    domain: 'lakeside.example',
    category: ['education'],
    topic: 'Education',
    description: 'A public research university.',
  },
  {
    name: 'Riverside High School',
    type: 'school',
    domain: 'riversidehs.example',
    category: ['education'],
    topic: 'Homework Policy',
    description: 'A public high school with 1,800 students.',
  },
  {
    name: 'Paper Lantern Press',
    type: 'business',
    domain: 'paperlantern.example',
    category: ['publishing'],
    topic: 'Books',
    description: 'An independent publisher of essays and novels.',
  },
];

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Lucas',
  'Priya',
  'Noah',
  'Sofia',
  'Mateo',
  'Hana',
  'Omar',
  'Elena',
  'Kofi',
  'Ingrid',
  'Ravi',
  'Chloe',
  'Diego',
  'Yuki',
  'Amara',
  'Felix',
  'Nadia',
  'Samuel',
  'Leila',
  'Tomas',
  'Grace',
  'Arjun',
  'Zoe',
  'Malik',
  'Freya',
  'Jonas',
  'Ines',
  'Kenji',
  'Lucia',
  'Idris',
  'Maya',
  'Pavel',
];
export const LAST_NAMES = [
  'Garcia',
  'Chen',
  'Okafor',
  'Müller',
  'Patel',
  'Silva',
  'Kim',
  'Johansson',
  'Rossi',
  'Nguyen',
  'Haddad',
  'Kowalski',
  'Mensah',
  'Tanaka',
  'Fischer',
  'Lopez',
  'Singh',
  'Dubois',
  'Costa',
  'Ahmed',
  'Brown',
  'Novak',
  'Park',
  'Ibrahim',
  'Moreau',
  'Lindqvist',
];
export const PERSON_ROLES = [
  'Chief Executive Officer',
  'Head of Research',
  'Chief Technology Officer',
  'Director of Policy',
  'Lead Engineer',
  'Head of Community',
];

/** An organization's departments (company_department streams below its own stream). */
export const DEPARTMENTS = ['Research', 'Engineering', 'Operations', 'Customer Success', 'Policy', 'Community'];

/** Names of a department's products: the organization's first word and one of these. */
export const PRODUCT_WORDS = ['One', 'Cloud', 'Go', 'Pro', 'Studio', 'Connect', 'Insights', 'Plus', 'Labs', 'Works'];

/** Roles of the people an episode features besides its host (Podcasting 2.0 person roles). */
export const EPISODE_GUEST_ROLES = ['guest', 'guest', 'guest', 'co-host'];

/** Community and school hive names: [adjective, noun]. Business hives take an organization's name. */
export const COMMUNITY_WORDS = {
  first: ['Neighbourhood', 'Riverside', 'Weekend', 'Open', 'Night Owl', 'Green', 'Maker', 'Quiet', 'Sunrise', 'Harbor'],
  second: [
    'Gardeners',
    'Runners Club',
    'Book Circle',
    'Parents Network',
    'Cyclists',
    'Makers Guild',
    'Chess Club',
    'Volunteers',
    'Tenants Union',
    'Choir',
  ],
};
export const SCHOOL_WORDS = {
  first: ['Lakeside', 'Riverside', 'Hillcrest', 'Maple', 'Northgate', 'Westbrook', 'Cedar', 'Oakwood'],
  second: ['University', 'High School', 'Community College', 'Elementary PTA', 'Academy'],
};
export const BUSINESS_WORDS = {
  first: ['Blue', 'Summit', 'Copper', 'Cobalt', 'Evergreen', 'Pioneer', 'Lumen', 'Granite', 'Silver', 'Tidal'],
  second: [
    'Analytics',
    'Logistics',
    'Design Studio',
    'Robotics',
    'Bakery',
    'Clinic',
    'Architects',
    'Software',
    'Energy',
    'Media',
  ],
};

export const STORM_PROMPT =
  'What is one change that would make our neighbourhood better for families this winter? Share your idea, then vote on five others.';

/** Demo accounts (README lists them): verified primary email, argon2id password like real sign-ups. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@hivemind.local', password: 'hivemind-demo' },
  { email: 'ada@hivemind.local', password: 'hivemind-demo' },
];
export const DEMO_PASSWORD = 'hivemind-demo';

/** Places and groups used to fill post templates. */
export const FILLERS = {
  group: [
    'parents',
    'nurses',
    'students',
    'small business owners',
    'commuters',
    'teachers',
    'renters',
    'retirees',
    'engineers',
    'new residents',
  ],
  time: ['this week', 'lately', 'this month', 'since spring', 'over the last year', 'every morning', 'on weekends'],
  change: ['doubled', 'dropped by a third', 'barely moved', 'quietly grown', 'fallen behind', 'picked up again'],
  year: ['2027', '2028', '2030', '2032', '2035'],
  benefit: [
    'It would save everyone time.',
    'That alone would cut costs for families.',
    'It would make the whole area safer.',
    'People would finally trust the process.',
    'It would pay for itself within a few years.',
  ],
  worry: [
    'Nobody seems to measure whether it works.',
    'The costs land on the people with the least say.',
    'It keeps getting delayed without explanation.',
    'The plan ignores the people who use it every day.',
  ],
};

/** Quotes attributed to people (posts of thought type quote). */
export const QUOTES = [
  'The best time to fix the roof is when the sun is shining',
  'What gets measured gets managed, but not everything that counts can be counted',
  'Small, boring improvements compound faster than big plans',
  'If you want to go fast, go alone; if you want to go far, go together',
  'Good questions outrank easy answers',
  'Make it work, make it right, then make it fast',
];

/** Historic events for posts of thought type event. */
export const EVENTS = [
  'the first city bike-share opened in 1965',
  'the first public library in the city opened its doors in 1854',
  'the transit strike of 1980 shut down the subway for eleven days',
  'the first solar farm in the region was switched on in 2009',
  'the flood of 1993 changed how the river is managed',
];

/** The tail sentence that varies posts sharing a core sentence (larger scales). */
export const TAILS = [
  '',
  ' Curious what others here think.',
  ' Would love to hear other views.',
  ' Has anyone else seen this?',
  ' Worth discussing at the next meeting.',
  ' Thoughts?',
  ' Adding this so we do not lose it.',
  ' Happy to help organize.',
];
