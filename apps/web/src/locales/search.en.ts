/** Global search page texts, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { searchZh } from './search';

export const searchEn: typeof searchZh = {
  search: {
    all: 'All',
    placeholder: 'Search contracts, flows, people, departments…',
    button: 'Search',
    enterKeyword: 'Enter a keyword to search',
    noResult: 'Nothing found for “{{keyword}}”',
    total: 'About {{total}} results',
    updated: 'Updated {{date}}',
    failed: 'Search failed, please try again later',
    retry: 'Retry',
  },
};
