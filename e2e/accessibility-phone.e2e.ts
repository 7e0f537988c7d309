import { describeWcag } from './accessibility-support';
import { phone } from './support';

// WCAG 2.2 AA on a phone (the desktop's sweep and the map by keyboard: accessibility-desktop.e2e.ts).
describeWcag('375 px phone', phone(375));
