// Paged lists of thoughts (MyThoughts and related thoughts, spec part 3 §4): 20 a page.
import { PAGE_SIZE } from '@hivemind/contracts';

export const THOUGHTS_PAGE_SIZE = PAGE_SIZE;
