import { imageAcceptAttribute, maxCarImages, messages, type CarImageView } from '@kodesha/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { checkImageFile } from '@/lib/image-file';
import { useMessage } from '@/lib/use-message';

type PhotoPickerProps = {
  existing: CarImageView[];
  added: File[];
  onExistingChange: (images: CarImageView[]) => void;
  onAddedChange: (files: File[]) => void;
  error?: string;
};

type Refusal = { name?: string; problem: string };

/**
 * Preview links of the chosen files. Made in an effect and revoked by its cleanup, so
 * each link lives exactly as long as its file is shown (also under StrictMode's re-runs).
 */
function usePreviews(files: File[]): string[] {
  const [made, setMade] = useState<{ files: File[]; urls: string[] }>({ files: [], urls: [] });
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setMade({ files, urls });
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return made.files === files ? made.urls : [];
}

/** The car's photos: those already saved (edit), then the new ones, each removable. */
export function PhotoPicker({
  existing,
  added,
  onExistingChange,
  onAddedChange,
  error,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const previews = usePreviews(added);

  const onPick = async (files: File[]) => {
    const refused: Refusal[] = [];
    const accepted: File[] = [];
    // Checked in the browser as the server will (type by bytes, 5 MB), before any upload.
    for (const file of files) {
      const problem = await checkImageFile(file);
      if (problem) refused.push({ name: file.name, problem });
      else accepted.push(file);
    }
    const room = Math.max(maxCarImages - existing.length - added.length, 0);
    if (accepted.length > room) refused.push({ problem: messages.carTooManyImages });
    setRefusals(refused);
    if (accepted.length > 0 && room > 0) onAddedChange([...added, ...accepted.slice(0, room)]);
  };

  const tiles = [
    ...existing.map((image, index) => ({
      key: `saved-${image.id}`,
      src: image.thumbnail_url,
      remove: () => onExistingChange(existing.filter((_, other) => other !== index)),
    })),
    ...added.map((file, index) => ({
      key: `new-${index}-${file.name}`,
      src: previews[index],
      remove: () => onAddedChange(added.filter((_, other) => other !== index)),
    })),
  ];
  const describedBy = [`${id}-hint`, refusals.length || error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      {tiles.length > 0 && (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {tiles.map((tile, index) => (
            <li
              key={tile.key}
              className="relative overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
            >
              {tile.src ? (
                <img src={tile.src} alt="" className="aspect-[4/3] w-full object-cover" />
              ) : (
                <div className="aspect-[4/3] w-full" />
              )}
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded bg-stone-900/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t('owner.coverPhoto')}
                </span>
              )}
              <button
                type="button"
                onClick={tile.remove}
                aria-label={t('owner.removePhoto', { number: String(index + 1) })}
                className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        className="inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-stone-400 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 focus-within:ring-2 focus-within:ring-brand-300 hover:bg-stone-50 sm:w-auto"
      >
        <CameraIcon />
        {t('owner.choosePhotos')}
        <input
          id={id}
          type="file"
          accept={imageAcceptAttribute}
          multiple
          className="sr-only"
          aria-describedby={describedBy}
          onChange={(event) => {
            void onPick([...(event.target.files ?? [])]);
            event.target.value = ''; // the same file can be picked again after removing it
          }}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('owner.photosHint')}{' '}
        {t('owner.photoCount', { chosen: String(tiles.length), max: String(maxCarImages) })}
      </p>
      {(refusals.length > 0 || error) && (
        <div id={`${id}-error`} role="alert" className="mt-1 space-y-0.5 text-sm text-red-700">
          {refusals.map((refusal, index) => (
            <p key={index}>
              {refusal.name && <span className="font-semibold break-all">{refusal.name}: </span>}
              <span>{message(refusal.problem)}</span>
            </p>
          ))}
          {error && refusals.length === 0 && <p>{message(error)}</p>}
        </div>
      )}
    </div>
  );
}
