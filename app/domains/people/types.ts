/** A person's travel details, as a booking keeps them and a member saves them. */
export interface TravellerDetails {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  gender: string;
  passportNumber: string | null;
  passportAuthority: string | null;
  passportIssuedOn: string | null;
  passportExpiresOn: string | null;
  loyaltyId: string | null;
}
