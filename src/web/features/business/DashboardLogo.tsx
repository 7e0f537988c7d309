import { ImageUp, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useUploadLogo } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import { formatBytes } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { logoFileProblem } from './logo-check';

/** Logo & Branding: current logo, image chooser, preview, 'Upload Logo' / 'Uploading...'. */
export function DashboardLogo({ est }: { est: Establishment }) {
  const upload = useUploadLogo();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    const chosen = e.target.files?.[0] ?? null;
    const issue = chosen ? logoFileProblem(chosen) : null;
    setProblem(issue);
    setFile(issue ? null : chosen);
    if (issue && input.current) input.current.value = '';
  };

  const send = () => {
    if (!file) return;
    upload.mutate(
      { id: est.id, file },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Logo uploaded successfully' });
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to upload logo', variant: 'destructive' }),
      },
    );
  };

  const error = problem ?? (upload.isError ? `Failed to upload logo: ${errorMessage(upload.error)}` : null);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-lagoon-900">Logo &amp; Branding</h2>
      <p className="mt-1 text-sm text-slate-600">Your logo appears on your card, your page and the map.</p>
      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-medium text-slate-800">Current logo</h3>
          <div className="mt-2 flex h-40 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-3">
            {est.logoUrl ? (
              <img
                src={est.logoUrl}
                alt={`Current logo of ${est.name}`}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <p className="text-sm text-slate-600">No logo uploaded</p>
            )}
          </div>
        </div>
        <div className="grid content-start gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Choose a new logo
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            onChange={choose}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={Boolean(problem)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-lagoon-50 file:px-4 file:py-2 file:font-medium file:text-lagoon-800 hover:file:bg-lagoon-100"
          />
          <p id={hintId} className="text-xs text-slate-600">
            Supported formats: JPG, PNG, SVG. Max size: 2MB
          </p>
          {error && (
            <div id={errorId}>
              <FormError message={error} />
            </div>
          )}
          {preview && file && (
            <div className="flex items-center gap-3 rounded-lg border border-lagoon-200 bg-lagoon-50/60 p-3">
              <img
                src={preview}
                alt="Preview of the new logo"
                className="h-16 w-16 rounded-md bg-white object-contain"
              />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-800">{file.name}</p>
                <p className="text-slate-600">{formatBytes(file.size)}</p>
              </div>
            </div>
          )}
          <Button
            onClick={send}
            disabled={!file || upload.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {upload.isPending ? (
              <Spinner />
            ) : file ? (
              <Upload className="h-4 w-4" aria-hidden />
            ) : (
              <ImageUp className="h-4 w-4" aria-hidden />
            )}
            {upload.isPending ? 'Uploading...' : 'Upload Logo'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
