import type { StayQuote, StayRequest } from "~/domains/stays/types";

const NGN = (amount: number) => ({ amount, currency: "NGN" as const });

/**
 * A stay's quote as a hotel in Lagos priced it: two rooms for three nights from 2027-03-27, refundable until two
 * days before check-in at 14:00 in Lagos (UTC+1), each room's first night kept after that.
 */
export const SAVANNAH_QUOTE: StayQuote = {
  propertyName: "Savannah Hotel",
  city: "Lagos",
  cityCode: "LOS",
  address: "1 Marina",
  stars: 4,
  timeZone: "Africa/Lagos",
  checkInFrom: "14:00",
  checkOutUntil: "12:00",
  roomName: "Standard Room",
  roomKind: "standard",
  breakfast: false,
  refundable: true,
  deadline: { utc: "2027-03-25T13:00:00.000Z", local: "2027-03-25T14:00" },
  perRoom: [NGN(300_000), NGN(200_000)],
  firstNights: [NGN(100_000), NGN(70_000)],
  total: NGN(500_000),
};

/** The stay that quote prices: a Standard room of the first property in Lagos, for three nights from 2027-03-27. */
export const SAVANNAH_REQUEST: StayRequest = {
  propertyId: "LOS-001",
  roomCode: "STD",
  planCode: "ROOM_ONLY_FLEX",
  checkIn: "2027-03-27",
  checkOut: "2027-03-30",
  rooms: [{ adults: 2, childAges: [] }],
};
