// The app's page registry (apps/web/src/config/pages.ts: plain data, no app code), so a test that walks
// every page of a kind (who may open it, the side menu) reads the pages the app declares rather than a list
// of its own that a new page would miss (decision 0061).
export { menuPages, pages, type Page } from '../apps/web/src/config/pages.ts';
