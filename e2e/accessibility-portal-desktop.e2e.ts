import { describeWcag } from './accessibility-support';

// WCAG 2.2 AA on a desktop, the owners' portal and the admin (the other parts: accessibility-*.e2e.ts).
describeWcag('desktop', { viewport: { width: 1280, height: 800 } }, 'portal');
