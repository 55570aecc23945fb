import { imageAcceptAttribute, messages, type UserView } from '@kodesha/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { checkImageFile } from '@/lib/image-file';
import { useErrorText, useMessage } from '@/lib/use-message';
import { useUploadLicence } from '../api/upload-licence';

/** Checks a chosen file the way the server will: by its first bytes and its size. */
async function checkLicenceFile(file: File | undefined): Promise<string | undefined> {
  return file ? checkImageFile(file) : messages.licenceRequired;
}

export function LicenceUploadForm({
  onUploaded,
  submitLabel,
}: {
  onUploaded: (user: UserView) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUploadLicence();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await checkLicenceFile(file);
    setError(problem);
    if (problem || !file) return;
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('verification.chooseFile')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={imageAcceptAttribute}
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-lg border border-stone-300 bg-white text-sm text-stone-800 file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            setError(undefined);
            setFile(event.target.files?.[0]);
          }}
        />
      </div>
      {preview && (
        <img
          src={preview}
          alt={t('verification.preview')}
          className="max-h-64 rounded-lg border border-stone-200 object-contain"
        />
      )}
      {error && <Alert tone="error">{message(error)}</Alert>}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? t('verification.uploading') : (submitLabel ?? t('verification.upload'))}
      </Button>
    </form>
  );
}
