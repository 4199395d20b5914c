// Public entry of the file module: what other modules may use. Anything else is internal.
export {
  allowedSuffixes,
  bindUploads,
  filesForDownload,
  recordUploads,
  type RecordAccess,
  type UploadedFile,
  type UploadRefs,
} from './file-item.service.js';
