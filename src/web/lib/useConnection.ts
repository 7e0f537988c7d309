import { useSyncExternalStore } from 'react';
import { connectionSnapshot, serverConnectionSnapshot, subscribeConnection } from './connection';

/** The page's connection and the age of its data (connection.ts); online on the server and while hydrating. */
export function useConnection() {
  return useSyncExternalStore(subscribeConnection, connectionSnapshot, serverConnectionSnapshot);
}

/** Whether the page is offline: forms that need the server say so instead of failing. */
export const useOffline = () => useConnection().offline;
