// The face of the outbox feature: what pages and other features may use of it.

export { tellWaiting } from './tell-waiting';
export { useOutboxSender } from './useOutboxSender';
export { useWaitingWrites, WaitingWrites } from './WaitingWrites';
