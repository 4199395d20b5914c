import type { ParamSeed } from '../../platform/module.js';

/*
 * Seeded rows of the attachments area, declared by file.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

/** Allowed upload suffixes (lower case, comma separated, no dots). */
const FILE_SUFFIXES = [
  // documents
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'wps', 'et', 'ofd', 'csv',
  // images
  'jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp',
  // drawings and cost files
  'dwg', 'dxf', 'gcfx', 'gbq6', 'gpb6', 'gtj', 'xml',
  // archives and media
  'zip', 'rar', '7z', 'mp4',
].join(',');

/** System parameters of this area (values are strings; see ParamSeed). */
export const FILE_PARAMS: ParamSeed[] = [
  { key: 'file.suffix', value: FILE_SUFFIXES, name: '允许上传的文件后缀', isPublic: false, category: 'basic', remark: '小写、逗号分隔、不带点' },
  { key: 'upload.maxSizeMB', value: '100', name: '单个文件大小上限（MB）', isPublic: false, category: 'basic' },
];
