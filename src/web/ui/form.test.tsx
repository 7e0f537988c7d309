import { JSDOM } from 'jsdom';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Form, FormTextField, SubmitButton, useZodForm } from './form';

// A browser's globals for React's client renderer, as long as these tests run.
const dom = new JSDOM('<!doctype html><body></body>', { pretendToBeVisual: true });
const globals = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Element',
  'Node',
  'requestAnimationFrame',
];
const saved = new Map<string, PropertyDescriptor | undefined>();
// Loaded once the globals are there: React's client renderer looks at the document as it loads.
let createRoot: typeof import('react-dom/client').createRoot;
beforeAll(async () => {
  for (const name of globals) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const value = name === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  ({ createRoot } = await import('react-dom/client'));
});
afterAll(() => {
  dom.window.close();
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

// The schema checks the name after the email; the page shows the name first.
const schema = z.object({
  email: z.string().min(1, 'Enter your email.'),
  name: z.string().min(1, 'Enter a name.'),
});

function NameAndEmail({ onSent }: { onSent: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
  return (
    <Form form={form} onSubmit={onSent} aria-label="Details">
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="email" label="Email" required />
      <SubmitButton pending={false} pendingLabel="Sending...">
        Send
      </SubmitButton>
    </Form>
  );
}

const nextFrame = () => new Promise((resolve) => dom.window.requestAnimationFrame(resolve));

async function renderForm(onSent: (values: z.output<typeof schema>) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<NameAndEmail onSent={onSent} />));
  const field = (label: string) => {
    const id = [...container.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
    return document.getElementById(id ?? '') as HTMLInputElement;
  };
  const submit = async () => {
    await act(async () => container.querySelector('form')!.requestSubmit());
    await act(nextFrame);
  };
  return { container, field, submit, unmount: () => act(() => root.unmount()) };
}

describe('the form kit', () => {
  it('shows each field its error, tied to it, and puts the focus on the first one on the page', async () => {
    const sent: unknown[] = [];
    const { field, submit, unmount } = await renderForm((v) => sent.push(v));
    await submit();
    expect(sent).toEqual([]);
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Enter a name.']);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    await unmount();
  });

  it('sends what the schema outputs once every field is valid', async () => {
    const sent: unknown[] = [];
    const { field, submit, unmount } = await renderForm((v) => sent.push(v));
    const type = (input: HTMLInputElement, value: string) =>
      act(() => {
        // As typing does: through the element's own setter, which React's change tracking does not see.
        Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          value,
        );
        input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
      });
    await type(field('Name'), 'Ana');
    await type(field('Email'), 'ana@example.com');
    await submit();
    expect(sent).toEqual([{ name: 'Ana', email: 'ana@example.com' }]);
    expect(field('Name').getAttribute('aria-invalid')).toBe('false');
    await unmount();
  });
});
