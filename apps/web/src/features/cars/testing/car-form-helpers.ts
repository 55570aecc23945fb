import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A file whose first bytes are a PNG's; `size` pads it (a 6 MB photo, say). */
export function aPng(name = 'car.png', size = 16): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** The entries of a multipart body, files shown as `file:<name>`. */
export const entriesOf = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

/** Fills every required field of the add car form; the feature unless told not to. */
export async function fillValidCar({ feature = true }: { feature?: boolean } = {}) {
  await userEvent.type(screen.getByLabelText('Make *'), 'Toyota');
  await userEvent.type(screen.getByLabelText('Model *'), 'Corolla');
  await userEvent.type(screen.getByLabelText('Description *'), 'Reliable.');
  await userEvent.selectOptions(screen.getByLabelText('Location *'), 'Huye');
  await userEvent.type(screen.getByLabelText('Price per Hour (RWF) *'), '6000');
  if (feature)
    await userEvent.type(screen.getByLabelText('Add a feature'), 'Air conditioning{Enter}');
}

/** Chooses photos and waits until the form shows them. */
export async function addPhotos(...files: File[]) {
  const before = screen.queryAllByRole('button', { name: /^Remove photo/ }).length;
  await userEvent.upload(screen.getByLabelText('Choose photos'), files);
  await screen.findByRole('button', { name: `Remove photo ${before + files.length}` });
}
