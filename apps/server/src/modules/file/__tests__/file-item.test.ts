import { fileSuite } from './file-suite.js';

// The attachment calls with the files on disk.
fileSuite('disk');
