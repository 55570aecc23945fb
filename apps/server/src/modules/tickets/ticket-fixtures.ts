/** A bus ticket request to Kampala as the ticket form sends it (rules §6.3), leaving on `departureDate`. */
export const busTicketRequest = (departureDate: string) => ({
  passenger_name: 'Aline Uwase',
  passenger_email: 'aline@example.rw',
  passenger_phone: '+250 788 123 456',
  departure_city: 'Kigali',
  destination_country: 'UG',
  destination_city: 'Kampala',
  departure_date: departureDate,
});
