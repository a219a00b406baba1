// Texts of the guest landing.
export const guestMessages = {
  eyebrow: 'Welcome to Hivemind',
  tagline: 'Media programs the mind. Take yours back.',
  manifesto: [
    'Every feed, show and headline is trying to do your thinking for you.',
    'Hivemind turns it around: capture your own thoughts, see what the media is really saying, and decide together with people who care about the same places and ideas.',
  ],
  join: 'Join For Free',
  signIn: 'Sign in',
} as const;
