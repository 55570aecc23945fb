import { carForm } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/fixtures';
import { buildCarFormData, carToFields } from './car-form-data';

const entriesOf = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('buildCarFormData (rules §2.11)', () => {
  const car = aCar();
  const saved = carForm.parse(carToFields(car));
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg', { type: 'image/jpeg' });

  it('sends every field as text when adding: lists as JSON, booleans as 1/0, files as images', () => {
    const entries = entriesOf(buildCarFormData(saved, { existing: [], added: [photo] }));
    expect(entries).toEqual(
      expect.arrayContaining([
        ['make', 'Toyota'],
        ['price_per_hour', '15000'],
        ['features', '["Air conditioning","Bluetooth"]'],
        ['available_days', '["mon","tue","wed","thu","fri"]'],
        ['is_active', '1'],
        ['images', 'file:new.jpg'],
      ]),
    );
    expect(entries.find(([key]) => key === 'image_ids')).toBeUndefined();
  });

  it('sends only what changed when editing', () => {
    const changed = { ...saved, price_per_hour: 20000, is_active: false };
    const form = buildCarFormData(
      changed,
      { existing: car.images, added: [] },
      {
        values: saved,
        imageIds: [1, 2, 3],
      },
    );
    expect(entriesOf(form)).toEqual([
      ['price_per_hour', '20000'],
      ['is_active', '0'],
    ]);
  });

  it('sends image_ids, in their new order, when saved photos were removed', () => {
    const form = buildCarFormData(
      saved,
      { existing: [car.images[2]!, car.images[0]!], added: [photo] },
      {
        values: saved,
        imageIds: [1, 2, 3],
      },
    );
    expect(entriesOf(form)).toEqual([
      ['image_ids', '[3,1]'],
      ['images', 'file:new.jpg'],
    ]);
  });
});
