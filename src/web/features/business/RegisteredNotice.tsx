import { CheckCircle2, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { Button, buttonClass } from '../../ui/Button';

/**
 * What follows a registration: it waits for an admin, so the owner is told where it goes next rather
 * than shown a form they cannot use yet. Focus moves here, so a screen reader hears it.
 */
export function RegisteredNotice({ onAnother }: { onAnother: () => void }) {
  const t = useT('portal');
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid gap-3">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-lagoon-900"
      >
        <CheckCircle2 className="h-5 w-5 text-lagoon-700" aria-hidden /> {t('portal.registered.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('portal.registered.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.dashboard()} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          <LayoutDashboard className="h-4 w-4" aria-hidden /> {t('portal.registered.dashboard')}
        </Link>
        <Button variant="outline" className="w-full sm:w-auto" onClick={onAnother}>
          {t('portal.registered.another')}
        </Button>
      </div>
    </div>
  );
}
