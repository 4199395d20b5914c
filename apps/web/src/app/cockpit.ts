/** Where the management cockpit opens (a browser tab of its own). */
export const COCKPIT_PATH = '/management-cockpit-newTab';
