import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { licenceDecisionInput } from '../users/user.schemas.js';
import {
  adminBookingsQuery,
  adminCarsQuery,
  adminCreateCarInput,
  adminCreateDriverInput,
  adminDriversQuery,
  adminUpdateCarInput,
  adminUpdateDriverInput,
  toggleStatusInput,
} from './admin-listings.schemas.js';
import {
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUsersQuery,
  updateRoleInput,
} from './admin-users.schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminCreateUserInput', () => {
  it('needs a name and an email; the role is a client unless chosen', () => {
    expect(adminCreateUserInput.parse({ name: 'Aline', email: 'ALINE@Example.rw' })).toEqual({
      name: 'Aline',
      email: 'aline@example.rw',
      role: 'client',
      password: undefined,
      phone_number: undefined,
    });
    expect(firstMessage(adminCreateUserInput.safeParse({ email: 'a@example.rw' }))).toBe(
      messages.nameRequired,
    );
    expect(firstMessage(adminCreateUserInput.safeParse({ name: 'A' }))).toBe(
      messages.emailRequired,
    );
  });

  it('takes any of the four roles and nothing else', () => {
    for (const role of ['client', 'owner', 'driver', 'admin'])
      expect(adminCreateUserInput.parse({ name: 'A', email: 'a@example.rw', role }).role).toBe(
        role,
      );
    expect(
      firstMessage(
        adminCreateUserInput.safeParse({ name: 'A', email: 'a@example.rw', role: 'root' }),
      ),
    ).toBe(messages.roleChoiceInvalid);
  });

  it('reads a blank password as none, and checks one that is given', () => {
    expect(
      adminCreateUserInput.parse({ name: 'A', email: 'a@example.rw', password: '' }).password,
    ).toBeUndefined();
    expect(
      firstMessage(
        adminCreateUserInput.safeParse({ name: 'A', email: 'a@example.rw', password: 'short' }),
      ),
    ).toBe(messages.passwordTooShort);
  });

  it('accepts the spec’s phoneNumber spelling', () => {
    expect(
      adminCreateUserInput.parse({ name: 'A', email: 'a@example.rw', phoneNumber: '0788123456' })
        .phone_number,
    ).toBe('+250788123456');
  });
});

describe('adminUpdateUserInput and updateRoleInput', () => {
  it('takes any subset; a blank password keeps the current one', () => {
    expect(adminUpdateUserInput.parse({ password: '' })).toEqual({
      password: undefined,
      phone_number: undefined,
    });
    expect(adminUpdateUserInput.parse({ role: 'owner' }).role).toBe('owner');
  });

  it('refuses a role outside the four', () => {
    expect(firstMessage(updateRoleInput.safeParse({ role: 'superuser' }))).toBe(
      messages.roleChoiceInvalid,
    );
  });
});

describe('licenceDecisionInput', () => {
  it('accepts the spec’s {status} alone, and a submitted_at beside it', () => {
    expect(licenceDecisionInput.parse({ status: 'verified' })).toEqual({ status: 'verified' });
    expect(
      licenceDecisionInput.parse({ status: 'rejected', submitted_at: '2025-01-01T00:00:00.000Z' }),
    ).toMatchObject({ status: 'rejected' });
    expect(firstMessage(licenceDecisionInput.safeParse({ status: 'pending' }))).toBe(
      messages.licenceStatusInvalid,
    );
  });
});

const car = {
  make: 'Toyota',
  model: 'RAV4',
  year: new Date().getFullYear() - 3,
  description: 'Clean and reliable',
  location: 'Kigali',
  features: ['Air conditioning'],
};

describe('adminCreateCarInput', () => {
  it('is an owner’s car plus the owner, in either spelling', () => {
    const snake = adminCreateCarInput.parse({ ...car, price_per_hour: 12000, owner_id: 7 });
    const camel = adminCreateCarInput.parse({ ...car, pricePerHour: '12000', ownerId: '7' });
    expect(camel).toEqual(snake);
    expect(snake).toMatchObject({ owner_id: 7, price_per_hour: 12000, is_active: true });
  });

  it('needs the owner, and the car’s own checks', () => {
    expect(firstMessage(adminCreateCarInput.safeParse({ ...car, price_per_hour: 12000 }))).toBe(
      messages.ownerRequired,
    );
    expect(
      firstMessage(adminCreateCarInput.safeParse({ ...car, price_per_hour: 12500, owner_id: 1 })),
    ).toBe(messages.carPriceStep);
    expect(
      firstMessage(
        adminCreateCarInput.safeParse({
          ...car,
          features: Array.from({ length: 31 }, (_, n) => `Feature ${n}`),
          price_per_hour: 1000,
          owner_id: 1,
        }),
      ),
    ).toBe(messages.carTooManyFeatures);
  });

  it('takes the spec’s body, which has no features (rules §8.7)', () => {
    const { features: _none, ...specBody } = car;
    expect(
      adminCreateCarInput.parse({ ...specBody, pricePerHour: '12000', ownerId: '7' }),
    ).toMatchObject({ features: [], owner_id: 7, price_per_hour: 12000 });
    expect(
      adminCreateCarInput.parse({
        ...car,
        features: '[" GPS ","gps"]',
        price_per_hour: 1000,
        owner_id: 1,
      }).features,
    ).toEqual(['GPS']);
  });

  it('an update takes any subset and still keeps the hours in order', () => {
    expect(adminUpdateCarInput.parse({ pricePerHour: 9000 })).toEqual({ price_per_hour: 9000 });
    expect(
      firstMessage(adminUpdateCarInput.safeParse({ available_from_hour: 9, available_to_hour: 8 })),
    ).toBe(messages.carHoursInvalid);
  });
});

describe('toggleStatusInput', () => {
  it.each([
    [true, true],
    ['1', true],
    ['0', false],
    [false, false],
  ])('%s → %s', (value, active) => {
    expect(toggleStatusInput.parse({ is_active: value }).is_active).toBe(active);
  });

  it('refuses anything else', () => {
    expect(firstMessage(toggleStatusInput.safeParse({}))).toBe(messages.carStatusInvalid);
  });
});

const driver = { name: 'Jean', age: 30, location: 'Huye', price_per_hour: 3000 };

describe('adminCreateDriverInput', () => {
  it('needs name, age, experience, town and rate; email, password and the rest are optional', () => {
    const parsed = adminCreateDriverInput.parse({ ...driver, experience_years: 4 });
    expect(parsed).toMatchObject({
      ...driver,
      experience: 4,
      specialties: [],
      availability_notes: '',
    });
    expect(parsed.email).toBeUndefined();
    expect(parsed.password).toBeUndefined();
    expect(firstMessage(adminCreateDriverInput.safeParse({ ...driver }))).toBe(
      messages.driverExperienceMin,
    );
    expect(
      firstMessage(adminCreateDriverInput.safeParse({ ...driver, experience: 3, age: 16 })),
    ).toBe(messages.driverAgeMin);
  });

  it('takes the spec’s specialties array and refuses unknown ones', () => {
    expect(
      adminCreateDriverInput.parse({ ...driver, experience: 2, specialties: ['city-driving'] })
        .specialties,
    ).toEqual(['city-driving']);
    expect(
      firstMessage(
        adminCreateDriverInput.safeParse({ ...driver, experience: 2, specialties: ['rally'] }),
      ),
    ).toBe(messages.specialtyInvalid);
  });

  it('an update takes any subset and leaves the rest as it is', () => {
    expect(adminUpdateDriverInput.parse({ pricePerHour: 3500 })).toEqual({
      price_per_hour: 3500,
      phone_number: undefined,
    });
  });
});

describe('admin list queries', () => {
  it('read their filters, blank as none', () => {
    expect(adminUsersQuery.parse({ role: '', license_status: 'pending', search: ' ana ' })).toEqual(
      { page: 1, per_page: 20, search: 'ana', role: undefined, license_status: 'pending' },
    );
    expect(adminCarsQuery.parse({ status: 'inactive', owner_id: '4' })).toMatchObject({
      status: 'inactive',
      owner_id: 4,
    });
    expect(adminDriversQuery.parse({ verification: 'pending' }).verification).toBe('pending');
    expect(adminBookingsQuery.parse({ status: 'pending', item_type: 'car' })).toMatchObject({
      status: 'pending',
      item_type: 'car',
    });
    expect(adminBookingsQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
