// Notifications any view may raise (a storm answer activated by a vote, spec 2 §4): the shell shows
// them as toasts (toast-queue.ts). Outside a shell (a lone component in a test) they go nowhere.
import { createContext, useContext } from 'react';
import type { ToastMessage } from './toast-queue.js';

export type Notify = (title: string, tone?: ToastMessage['tone']) => void;

export const NotifyContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
