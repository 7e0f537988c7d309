import { describeWcag } from './accessibility-support';

// WCAG 2.2 AA on a desktop, the visitor's pages (the other parts: accessibility-*.e2e.ts).
describeWcag('desktop', { viewport: { width: 1280, height: 800 } }, 'visitor');
