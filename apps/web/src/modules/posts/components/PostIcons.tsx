// The line icons of the posts views (inline SVG, like the thoughts area's).
import { lineIcons } from '../../../lib/line-icons.js';

export type PostIconName = 'up' | 'down' | 'unconstructive' | 'link' | 'check' | 'open' | 'chevron' | 'eye-off';

const PATHS: Record<PostIconName, string> = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  unconstructive: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  check: 'M5 13l4 4L19 7',
  open: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  chevron: 'M6 9l6 6 6-6',
  'eye-off':
    'M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 5 9 7a9.7 9.7 0 0 1-2.4 3.4M6.3 6.3C4.2 7.7 3 10 3 12c0 2 4 7 9 7a9.5 9.5 0 0 0 4.2-1',
};

export const PostIcon = lineIcons<PostIconName>(PATHS);
