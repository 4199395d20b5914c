// Public entry of the quality web module for other modules' (lazy) pages: the project files panel
// the cost-file page shows.
export { ProjectFilesPanel } from './ProjectFilesDrawer';
