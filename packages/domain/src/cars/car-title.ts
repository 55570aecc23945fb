/** How a car is named on cards, bookings and chats: "2022 Toyota RAV4". */
export function carTitle(car: { make: string; model: string; year: number }): string {
  return `${car.year} ${car.make} ${car.model}`;
}
