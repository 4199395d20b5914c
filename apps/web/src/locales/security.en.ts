/** Texts of the security measures, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { securityZh } from './security';

export const securityEn: typeof securityZh = {
  handoff: {
    title: 'Switch the signed-in user?',
    replaceUser: 'You are signed in as “{{current}}”. The link you opened would sign you in as “{{next}}” instead, replacing {{current}}’s session.',
    keepHint: 'Cancel keeps you signed in as you are; the sign-in in the link is not used.',
    switch: 'Switch to {{next}}',
    keep: 'Stay signed in',
  },
};
