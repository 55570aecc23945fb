import { gpsReference, type GpsRequestView } from '@kodesha/domain';
import type { GpsRequestDetails } from './gps-requests.repository.js';

/** A stored request as its owner and admins read it (rules §7.1). */
export function toGpsRequestView({ request, owner, car }: GpsRequestDetails): GpsRequestView {
  return {
    id: request.id,
    reference: gpsReference(request.id),
    user_id: request.userId,
    car_id: request.carId,
    status: request.status,
    car_make: request.carMake,
    car_model: request.carModel,
    car_year: request.carYear,
    license_plate: request.licensePlate,
    contact_name: request.contactName,
    contact_phone: request.contactPhone,
    contact_email: request.contactEmail,
    installation_location: request.installationLocation,
    preferred_installation_date: request.preferredInstallationDate,
    preferred_time: request.preferredTime,
    reason: request.reason,
    installation_date: request.installationDate,
    admin_notes: request.adminNotes,
    requested_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    car,
    user: { id: owner.id, name: owner.name, email: owner.email, phone_number: owner.phoneNumber },
  };
}
