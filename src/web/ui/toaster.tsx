import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { localeOfPath } from '../../domain/locale';
import { translate } from '../i18n';
import { dismiss, TOAST_DURATION_MS, useToasts } from './toast';

/**
 * The toast viewport, a lazy chunk of its own (Radix Toast is not needed for the first paint). It sits
 * outside the router and its pages' language (app.tsx): the page's address gives the language, whose
 * catalogue its page has loaded before any toast could be raised.
 */
export default function Toaster() {
  const items = useToasts();
  const close = items.length > 0 ? translate(localeOfPath(window.location.pathname), 'common.close') : '';
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={close}
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-current"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[2000] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
