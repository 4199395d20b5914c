import { v7 } from 'uuid';

/** Time-ordered UUID v7: string ids that index well and sort by creation. */
export const newId = (): string => v7();
