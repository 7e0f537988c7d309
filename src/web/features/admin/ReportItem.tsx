import { Ban, Check, Mail, MailX, PencilLine, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type AdminReport,
  REPORT_MESSAGE_MAX,
  type ResolveReportInput,
  resolveReportBody,
} from '../../../domain/schemas/freshness';
import { useResolveReport } from '../../api/admin-reports';
import { errorMessage } from '../../api/fetcher';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../paths';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Form, FormTextareaField, SubmitButton, useZodForm } from '../../ui/form';
import { toast } from '../../ui/toast';
import { OUTCOME_LABELS, RESOLVED_TITLES, reportKindText } from './report-labels';

type Outcome = NonNullable<AdminReport['outcome']>;

/** The buttons that decide a report, in the order shown ("Confirm closed" on closure reports only). */
const DECISIONS: {
  outcome: Outcome;
  label: string;
  pendingLabel: string;
  variant?: 'danger' | 'outline';
  icon: ReactNode;
}[] = [
  {
    outcome: 'confirmed',
    label: 'Confirm closed',
    pendingLabel: 'Confirming...',
    variant: 'danger',
    icon: <Ban className="h-4 w-4" aria-hidden />,
  },
  {
    outcome: 'fixed',
    label: OUTCOME_LABELS.fixed.label,
    pendingLabel: 'Saving...',
    icon: <Check className="h-4 w-4" aria-hidden />,
  },
  {
    outcome: 'dismissed',
    label: 'Dismiss',
    pendingLabel: 'Dismissing...',
    variant: 'outline',
    icon: <X className="h-4 w-4" aria-hidden />,
  },
];

/** Whether the reporter left an address: a fix thanks them by mail. */
function Reporter({ email }: { email: string | null }) {
  if (!email)
    return (
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <MailX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        No address left: the reporter cannot be thanked.
      </p>
    );
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Mail className="mt-0.5 h-4 w-4 shrink-0 text-lagoon-700" aria-hidden />
      <span className="min-w-0">
        Thanked by mail if fixed: <span className="font-medium [overflow-wrap:anywhere]">{email}</span>
      </span>
    </p>
  );
}

/**
 * The decision: an optional note (for the admins: neither the reporter nor the owners see it) and
 * Fixed or Dismiss; a report that the place closed can also be confirmed, which alone shows visitors the
 * warning (a dismissal of a closure report lifts it). Each button is described by the report's place and kind, so a screen reader says
 * which report it resolves.
 */
function ResolveForm({
  report,
  describedBy,
  onResolved,
}: {
  report: AdminReport;
  describedBy: string;
  onResolved: () => void;
}) {
  const resolve = useResolveReport();
  const form = useZodForm(resolveReportBody, { defaultValues: { note: '' } });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const pending = resolve.isPending ? (resolve.variables?.outcome ?? null) : null;
  // The button pressed sets the outcome before the form is checked and sent.
  const choose = (outcome: Outcome) => () => form.setValue('outcome', outcome);
  const onSubmit = async ({ outcome, note }: ResolveReportInput) => {
    try {
      // Once sent, the report leaves the open list (and this form with it): what follows runs anyway.
      await resolve.mutateAsync({ id: report.id, outcome, note });
    } catch {
      return; // The server's words show above the buttons (resolve.error).
    }
    toast({
      title: RESOLVED_TITLES[outcome],
      description:
        outcome === 'fixed' && report.email
          ? `${report.establishmentName}: the reporter is thanked by mail.`
          : `${report.establishmentName}: moved to the resolved reports.`,
    });
    onResolved();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="mt-4 grid gap-3 border-t border-slate-100 pt-4"
      aria-label={`Resolve the report on ${report.establishmentName}`}
    >
      <FormTextareaField
        form={form}
        name="note"
        label="Note (optional)"
        rows={2}
        maxLength={REPORT_MESSAGE_MAX}
        hint={`For the admins only. ${note.length}/${REPORT_MESSAGE_MAX} characters`}
        placeholder="e.g. Called the owner: new hours from June"
      />
      {resolve.isError && <FormError message={errorMessage(resolve.error)} />}
      <div className="flex flex-wrap gap-2">
        {DECISIONS.filter((d) => d.outcome !== 'confirmed' || report.kind === 'closed').map((d) => (
          <SubmitButton
            key={d.outcome}
            size="md"
            variant={d.variant}
            pending={pending === d.outcome}
            disabled={pending !== null}
            pendingLabel={d.pendingLabel}
            icon={d.icon}
            aria-describedby={describedBy}
            onClick={choose(d.outcome)}
          >
            {d.label}
          </SubmitButton>
        ))}
      </div>
    </Form>
  );
}

/** One open report: the place, what the visitor says, when, whether they can be thanked, the decision. */
export function ReportItem({ report, onResolved }: { report: AdminReport; onResolved: () => void }) {
  const id = useId();
  const establishmentId = `${id}-place`;
  const kindId = `${id}-kind`;
  return (
    <li>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={establishmentId} className="min-w-0 font-semibold text-lagoon-900 wrap-anywhere">
            <Link
              to={paths.establishment(report.establishmentId)}
              className="underline-offset-2 hover:underline"
            >
              {report.establishmentName}
            </Link>
          </h3>
          <Badge tone={report.kind === 'closed' ? 'red' : 'amber'}>
            <span id={kindId}>{reportKindText(report)}</span>
          </Badge>
        </div>
        <p className="mt-1 text-xs text-slate-600">
          Reported <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </p>
        {report.message ? (
          <blockquote className="mt-3 rounded-md border-l-4 border-sand-200 bg-sand-50 px-3 py-2 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
            {report.message}
          </blockquote>
        ) : (
          <p className="mt-3 text-sm text-slate-600 italic">No message.</p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Reporter email={report.email} />
          {/* Fix it first: "Fixed" thanks the reporter, so the change should be made before. */}
          <Link
            to={paths.admin({ tab: 'establishments', place: report.establishmentId })}
            aria-describedby={establishmentId}
            className={buttonClass('outline', 'sm')}
          >
            <PencilLine className="h-4 w-4" aria-hidden /> Edit this place
          </Link>
        </div>
        <ResolveForm report={report} describedBy={`${establishmentId} ${kindId}`} onResolved={onResolved} />
      </Card>
    </li>
  );
}
