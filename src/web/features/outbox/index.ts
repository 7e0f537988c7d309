// The face of the outbox feature: what pages and other features may use of it.

export { tellKept } from './kept-write';
export { useOutboxSender } from './useOutboxSender';
export { useWaitingWrites, WaitingWrites } from './WaitingWrites';
