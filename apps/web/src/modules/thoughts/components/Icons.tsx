// The few line icons of the thoughts area (inline SVG: no icon font, nothing in the first chunk).
import { lineIcons } from '../../../lib/line-icons.js';

export type ThoughtIconName = 'trash' | 'plus' | 'send' | 'copy' | 'check' | 'related' | 'sparkle' | 'search' | 'edit';

const PATHS: Record<ThoughtIconName, string> = {
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  plus: 'M12 5v14M5 12h14',
  send: 'M5 12h13M13 6l6 6-6 6',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 13l4 4L19 7',
  related: 'M7 7a3 3 0 1 0 0 .01M17 17a3 3 0 1 0 0 .01M17 7a3 3 0 1 0 0 .01M9.5 8.5l5 7M10 7h4',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.3-4.3',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
};

export const ThoughtIcon = lineIcons<ThoughtIconName>(PATHS);
