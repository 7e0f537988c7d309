import { describeWcag } from './accessibility-support';
import { phone } from './support';

// WCAG 2.2 AA on a phone, the owners' portal and the admin (the other parts: accessibility-*.e2e.ts).
describeWcag('375 px phone', phone(375), 'portal');
