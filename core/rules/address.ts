export interface AddressParts {
  unitNumber?: string | null | undefined;
  streetNumber: string;
  streetName: string;
  streetType: string;
  suburb: string;
  state: string;
  postcode: string;
}

/** The address as printed on screens and documents: "2/14 Smith Street, Richmond VIC 3121". */
export function formatAddress(c: AddressParts): string {
  const street = `${c.unitNumber ? `${c.unitNumber}/` : ''}${c.streetNumber} ${c.streetName} ${c.streetType}`;
  return `${street}, ${c.suburb} ${c.state} ${c.postcode}`;
}
