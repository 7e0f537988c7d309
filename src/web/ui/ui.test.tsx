import { compileMessage } from '@lingui/message-utils/compileMessage';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locale';
import { ApiError } from '../api/fetcher';
import { i18nOf, LocaleProvider, loadCatalogue } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { EmailField, SelectField, TextareaField, TextField } from './Field';
import { FormError } from './FormError';

// The catalogues, compiled here as the build compiles them (vite.config.ts).
beforeAll(async () => {
  for (const locale of ['en', 'es'] as const) {
    await loadCatalogue(locale);
    i18nOf(locale).setMessagesCompiler(compileMessage);
  }
});

/** Renders as the server does, on a page of `locale`, and returns the document, to read what assistive technology reads. */
function render(element: ReactElement, locale: Locale = 'en') {
  const markup = renderToStaticMarkup(<LocaleProvider locale={locale}>{element}</LocaleProvider>);
  return new JSDOM(`<body>${markup}</body>`).window.document;
}

/** The texts of the elements an element's aria-describedby names, in order. */
function description(doc: Document, el: Element) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => doc.getElementById(id)?.textContent);
}

describe('field components', () => {
  it('tie the control to its label, hint and error, and mark it invalid', () => {
    const doc = render(
      <TextField label="Business Name" hint="As on your sign." error="Enter the business name." required />,
    );
    const input = doc.querySelector('input');
    expect(input?.getAttribute('type')).toBe('text');
    expect(doc.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Business Name');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-required')).toBe('true');
    expect(description(doc, input as Element)).toEqual(['As on your sign.', 'Enter the business name.']);
  });

  it('are valid and described by the hint alone without an error', () => {
    const doc = render(<TextareaField label="Message" hint="0/500 characters" />);
    const textarea = doc.querySelector('textarea') as Element;
    expect(textarea.getAttribute('aria-invalid')).toBe('false');
    expect(textarea.hasAttribute('aria-required')).toBe(false);
    expect(description(doc, textarea)).toEqual(['0/500 characters']);
    expect(doc.body.textContent).not.toContain('*');
  });

  it('give email the email keyboard and the saved address, and selects their options', () => {
    const email = render(<EmailField label="Email" />).querySelector('input');
    expect([email?.type, email?.getAttribute('inputmode'), email?.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
      'email',
    ]);
    const doc = render(
      <SelectField
        label="Area"
        error="Choose one of the options."
        defaultValue="5"
        options={[
          { value: 4, label: 'San Pedro' },
          { value: 5, label: 'North' },
        ]}
      >
        <option value="">Not set</option>
      </SelectField>,
    );
    const select = doc.querySelector('select') as HTMLSelectElement;
    expect(doc.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Area');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Not set'],
      ['4', 'San Pedro'],
      ['5', 'North'],
    ]);
    expect(select.value).toBe('5');
    expect(description(doc, select)).toEqual(['Choose one of the options.']);
  });
});

describe('ConfirmDialog', () => {
  const props = {
    title: 'Delete this live update?',
    description: 'Visitors will no longer see it.',
    confirmLabel: 'Delete update',
    pendingLabel: 'Deleting...',
    onConfirm: () => {},
    onCancel: () => {},
  };

  it('is an alert dialog named by its title and described by what the action does, Cancel first', () => {
    const doc = render(<ConfirmDialog open {...props} />);
    const dialog = doc.querySelector('dialog') as Element;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(doc.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(props.title);
    expect(description(doc, dialog)).toEqual([props.description]);
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Cancel',
      'Delete update',
    ]);
  });

  it('shows nothing while closed, and waits with both buttons disabled while the action runs', () => {
    expect(render(<ConfirmDialog open={false} {...props} />).querySelectorAll('button')).toHaveLength(0);
    const buttons = [...render(<ConfirmDialog open pending {...props} />).querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Cancel', true],
      ['Deleting...', true],
    ]);
  });
});

describe('FormError', () => {
  const refused = new ApiError(400, '{"message":"Check-out must be after check-in."}', '400: ...');
  const text = (error: unknown, locale: Locale) =>
    render(<FormError error={error} />, locale).querySelector('[role="alert"]')?.textContent;

  it("shows the server's words on an English page, a message for the failure's kind on a Spanish one", () => {
    expect(text(refused, 'en')).toBe('Check-out must be after check-in.');
    expect(text(refused, 'es')).toBe(
      'No se pudo aceptar la solicitud. Revisa los datos e inténtalo de nuevo.',
    );
    expect(text(new TypeError('Failed to fetch'), 'es')).toMatch(/^No se pudo conectar con el servidor/);
    expect(text(new ApiError(429, '', '429: '), 'es')).toMatch(/^Demasiadas solicitudes/);
  });

  it('shows a message as it is written, and nothing without one', () => {
    expect(text(undefined, 'es')).toBeUndefined();
    expect(render(<FormError message="Enter your email." />).body.textContent).toBe('Enter your email.');
  });
});

describe('ConfirmDialog in Spanish', () => {
  it('offers Cancelar', () => {
    const doc = render(
      <ConfirmDialog
        open
        title="t"
        description="d"
        confirmLabel="Sí"
        pendingLabel="..."
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      'es',
    );
    expect(doc.querySelector('button')?.textContent).toBe('Cancelar');
  });
});
